import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSettingsRoute, type AppSettings } from '@crescendo/contracts';
import { Alert, SelectField, toast } from '@crescendo/ui';
import { callRoute, useAuth } from '@crescendo/web-auth';

/** Spec §9: the settings banner stays 2 s. */
export const savedBannerMs = 2000;

const languages = ['fr', 'en'] as const;
const currencies = ['CAD', 'USD', 'EUR'] as const;

/**
 * 'Paramètres de l'Application' (spec §2, §3): language and currency, saved at each change with a
 * 'saved' banner for 2 s. The language switches every screen: the shell and the portals share i18next.
 */
export function AppSettingsPanel() {
  const { t, i18n } = useTranslation(['translation', 'account']);
  const { me, patchMe } = useAuth();
  const [settings, setSettings] = useState<AppSettings>(
    () => me?.settings ?? { language: 'fr', currency: 'CAD' },
  );
  const [savedAt, setSavedAt] = useState<number | null>(null);

  useEffect(() => {
    if (savedAt === null) return undefined;
    const timer = setTimeout(() => setSavedAt(null), savedBannerMs);
    return () => clearTimeout(timer);
  }, [savedAt]);

  const change = async (patch: Partial<AppSettings>) => {
    const previous = settings;
    setSettings({ ...settings, ...patch });
    try {
      const saved = await callRoute(updateSettingsRoute, { body: patch });
      setSettings(saved);
      patchMe({ settings: saved });
      if (i18n.language !== saved.language) await i18n.changeLanguage(saved.language);
      setSavedAt(Date.now());
    } catch {
      setSettings(previous);
      toast.error(t('account:settings.failed'));
    }
  };

  return (
    <section className="acc-section" aria-labelledby="settings-title">
      <h2 id="settings-title">{t('student.profileTabs.settings')}</h2>
      {savedAt !== null && <Alert tone="success">{t('account:settings.saved')}</Alert>}
      <div className="acc-grid">
        <SelectField
          label={t('account:settings.language')}
          value={settings.language}
          onChange={(event) => void change({ language: event.target.value as AppSettings['language'] })}
          options={languages.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
        />
        <SelectField
          label={t('account:settings.currency')}
          value={settings.currency}
          onChange={(event) => void change({ currency: event.target.value as AppSettings['currency'] })}
          options={currencies.map((value) => ({ value, label: t(`account:settings.currencies.${value}`) }))}
        />
      </div>
    </section>
  );
}
