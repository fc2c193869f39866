import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan } from '@crescendo/contracts';
import { instrumentConditions, type InstrumentCondition } from '@crescendo/domain';
import { Button, SelectField, TextField } from '@crescendo/ui';
import { describeFields } from '@crescendo/i18n/server-errors';
import { useProfiles, withToasts } from '@crescendo/web-kit';
import { useGroups } from '../groups/groups-api.js';
import { CameraScan } from './camera-scan.js';
import { useQuickLoans } from './inventory-api.js';

const scanFieldId = 'cr-quick-loan-code';
/** Back to the scan field, for the next scan (the scanner types into whatever has the focus). */
const focusScanField = () => document.getElementById(scanFieldId)?.focus();

const modes = ['lend', 'return'] as const;
type QuickMode = (typeof modes)[number];

/**
 * Mode prêt rapide (issue 27 §3): the student chosen, each code read by the scanner (it types like a keyboard,
 * then Enter) lends its instrument at once — one loan per scan, no dialog — and the last one can be undone. At
 * return, the item is scanned alone, with the condition chosen. Where the device has a camera, 'Scanner avec la
 * caméra' reads the label's Code 128 or QR into the same path.
 */
export function QuickLoanPanel() {
  const { t, i18n } = useTranslation(['translation', 'inventory']);
  const groups = useGroups();
  const studentIds = useMemo(
    () => [...new Set((groups.data?.groups ?? []).flatMap((group) => group.studentIds))],
    [groups.data],
  );
  const profiles = useProfiles(studentIds);
  const students = (profiles.data?.profiles ?? [])
    .filter((profile) => profile.role === 'student')
    .map((profile) => ({ value: profile.id, label: `${profile.firstName} ${profile.lastName}`.trim() }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const [mode, setMode] = useState<QuickMode>('lend');
  const [condition, setCondition] = useState<InstrumentCondition>('good');
  const [studentId, setStudentId] = useState('');
  /** 'Entente requise' (issue 27 §4): each scan's loan mails the family its agreement through identity. */
  const [agreement, setAgreement] = useState(false);
  const [code, setCode] = useState('');
  const [last, setLast] = useState<Loan | null>(null);
  const loans = useQuickLoans();

  const scanBack = async (typed: string) => {
    setCode('');
    await withToasts(
      loans.scanBack.mutateAsync({ code: typed, condition }),
      t('inventory:loans.returned'),
      t('inventory:loans.returnFailed'),
    ).then(
      () => setLast(null),
      () => undefined,
    );
    focusScanField();
  };

  /** A code typed by the USB scanner (then Enter), or read by the camera. */
  const scan = async (typed = code.trim()) => {
    if (mode === 'return') {
      if (typed && !loans.scanBack.isPending) await scanBack(typed);
      return;
    }
    if (!typed || !studentId || loans.scan.isPending) return;
    setCode('');
    try {
      const loan = await withToasts(
        loans.scan.mutateAsync({ code: typed, studentId, agreement }),
        agreement ? t('inventory:loans.lentWithAgreement') : t('inventory:loans.lent'),
        // Identity's refusal of the agreement names its field (no parent's address): its words.
        (error) => [t('inventory:loans.lendFailed'), ...Object.values(describeFields(error, i18n))].join(' '),
      );
      setLast(loan);
    } catch {
      // The toast said why; the field is ready for the next scan.
    }
    focusScanField();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void scan();
  };

  const undo = async () => {
    if (!last) return;
    await withToasts(loans.undo.mutateAsync(last.id), t('inventory:loans.undone'), t('app.loadFailed')).then(
      () => setLast(null),
      () => undefined,
    );
  };

  return (
    <section className="cr-quick-loan" aria-labelledby="cr-quick-loan-title">
      <h2 id="cr-quick-loan-title">{t('inventory:loans.quickMode')}</h2>
      <p>{t('inventory:loans.quickModeHint')}</p>
      <SelectField
        label={t('inventory:loans.mode')}
        options={modes.map((value) => ({ value, label: t(`inventory:loans.modes.${value}`) }))}
        value={mode}
        onChange={(event) => {
          setMode(event.target.value as QuickMode);
          focusScanField();
        }}
      />
      {mode === 'return' ? (
        <SelectField
          label={t('inventory:instruments.fields.condition')}
          options={instrumentConditions.map((value) => ({
            value,
            label: t(`inventory:conditions.${value}`),
          }))}
          value={condition}
          onChange={(event) => setCondition(event.target.value as InstrumentCondition)}
        />
      ) : (
        <SelectField
          label={t('inventory:loans.student')}
          placeholder={t('inventory:loans.chooseStudent')}
          options={students}
          value={studentId}
          onChange={(event) => {
            setStudentId(event.target.value);
            focusScanField();
          }}
        />
      )}
      {mode === 'lend' && (
        <>
          <label className="cr-quick-loan__agreement">
            <input
              type="checkbox"
              checked={agreement}
              onChange={(event) => {
                setAgreement(event.target.checked);
                focusScanField();
              }}
              aria-describedby="cr-quick-loan-agreement-hint"
            />{' '}
            {t('inventory:loans.agreementRequired')}
          </label>
          <p id="cr-quick-loan-agreement-hint" className="cr-quick-loan__hint">
            {t('inventory:loans.agreementHint')}
          </p>
        </>
      )}
      <TextField
        id={scanFieldId}
        label={t('inventory:loans.scanField')}
        autoComplete="off"
        enterKeyHint="go"
        disabled={mode === 'lend' && !studentId}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <CameraScan onCode={(read) => void scan(read)} disabled={mode === 'lend' && !studentId} />
      <div role="status" aria-live="polite" className="cr-quick-loan__last">
        {last && `${last.assetNumber} — ${last.type} — ${t('inventory:loans.dueOn', { day: last.dueOn })}`}
      </div>
      {last && (
        <Button variant="secondary" onClick={() => void undo()} disabled={loans.undo.isPending}>
          {t('inventory:loans.undo')}
        </Button>
      )}
    </section>
  );
}
