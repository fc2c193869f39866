import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disableTwoFactorRoute, enableTwoFactorRoute, setupTwoFactorRoute } from '@crescendo/contracts';
import { Button, Modal, TextField, toast } from '@crescendo/ui';
import { callRoute, needsReauthentication, useAuth } from '@crescendo/web-auth';
import { QrCode } from './qr-code.js';

type Step =
  | { step: 'idle' }
  | { step: 'scan'; secret: string; otpauthUri: string }
  | { step: 'codes'; recoveryCodes: string[] }
  | { step: 'disable' };

/**
 * The security block of 'Mon Profil' (issue 3 §17): turning two-factor on shows a QR code and the secret,
 * checks a 6-digit code, then shows the one-time recovery codes once; turning it off asks for a code.
 */
export function TwoFactorBlock({
  enabled,
  onChange,
}: {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const { t } = useTranslation(['translation', 'account']);
  const { reauthenticate } = useAuth();
  const [state, setState] = useState<Step>({ step: 'idle' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setState({ step: 'idle' });
    setCode('');
    setError(undefined);
  };

  /** Sudo mode: the sign-in is too old; through the sign-in page and back to this screen. */
  const reauthenticated = async (error: unknown) => {
    if (!needsReauthentication(error)) return false;
    close();
    await reauthenticate();
    return true;
  };

  const start = async () => {
    setBusy(true);
    try {
      const setup = await callRoute(setupTwoFactorRoute);
      setState({ step: 'scan', ...setup });
    } catch (error) {
      if (await reauthenticated(error)) return;
      toast.error(t('account:security.setupFailed'));
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    setBusy(true);
    try {
      if (state.step === 'scan') {
        const { recoveryCodes } = await callRoute(enableTwoFactorRoute, { body: { code: code.trim() } });
        toast.success(t('success.twoFactorEnabled'));
        onChange(true);
        setCode('');
        setError(undefined);
        setState({ step: 'codes', recoveryCodes });
      } else if (state.step === 'disable') {
        await callRoute(disableTwoFactorRoute, { body: { code: code.trim() } });
        toast.success(t('account:security.disabled'));
        onChange(false);
        close();
      }
    } catch (error) {
      if (await reauthenticated(error)) return;
      setError(t('errors.twoFactorInvalid'));
      toast.error(t('errors.twoFactorInvalid'));
    } finally {
      setBusy(false);
    }
  };

  const codeField = (
    <TextField
      label={state.step === 'disable' ? t('account:security.disableCode') : t('account:security.code')}
      placeholder={t('account:security.codePlaceholder')}
      inputMode={state.step === 'disable' ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      maxLength={20}
      value={code}
      onChange={(event) => setCode(event.target.value)}
      error={error}
    />
  );
  const codeOk = state.step === 'disable' ? code.trim().length >= 6 : /^\d{6}$/.test(code.trim());

  return (
    <section className="acc-section" aria-labelledby="security-title">
      <h2 id="security-title">{t('account:security.title')}</h2>
      <h3>{t('account:security.twoFactor')}</h3>
      <p>{enabled ? t('account:security.twoFactorOn') : t('account:security.twoFactorOff')}</p>
      {enabled ? (
        <Button variant="secondary" onClick={() => setState({ step: 'disable' })}>
          {t('account:security.disable')}
        </Button>
      ) : (
        <Button onClick={() => void start()} disabled={busy}>
          {t('account:security.enable')}
        </Button>
      )}
      <Modal
        open={state.step === 'scan'}
        onOpenChange={(open) => !open && close()}
        title={t('account:security.enable')}
        description={t('account:security.scan')}
        confirmLabel={t('account:security.verify')}
        cancelLabel={t('common.cancel')}
        confirmDisabled={busy || !codeOk}
        onConfirm={() => void verify()}
      >
        {state.step === 'scan' && (
          <>
            <QrCode value={state.otpauthUri} label={t('account:security.qrAlt')} />
            <p>
              {t('account:security.secret')} :{' '}
              <code className="acc-secret" data-testid="two-factor-secret">
                {state.secret}
              </code>
            </p>
            {codeField}
          </>
        )}
      </Modal>
      <Modal
        open={state.step === 'codes'}
        onOpenChange={(open) => !open && close()}
        title={t('account:security.recoveryTitle')}
        description={t('account:security.recoveryText')}
        confirmLabel={t('account:security.recoveryDone')}
        cancelLabel={t('common.close')}
        onConfirm={close}
      >
        {state.step === 'codes' && (
          <ol className="acc-codes" data-testid="recovery-codes">
            {state.recoveryCodes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ol>
        )}
      </Modal>
      <Modal
        open={state.step === 'disable'}
        onOpenChange={(open) => !open && close()}
        title={t('account:security.disable')}
        description={t('account:security.disableText')}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        confirmDisabled={busy || !codeOk}
        onConfirm={() => void verify()}
        danger
      >
        {codeField}
      </Modal>
    </section>
  );
}
