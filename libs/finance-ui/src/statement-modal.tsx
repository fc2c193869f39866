import { useState } from 'react';
import { dayOf, schoolYearDays, schoolYearOf } from '@crescendo/domain';
import { Modal, SelectField, TextField, toast } from '@crescendo/ui';
import { describeError } from '@crescendo/i18n/server-errors';
import { useTranslation } from 'react-i18next';
import { downloadStatement } from './finance-api.js';
import type { StudentChoice } from './record-purchase-modal.js';
import { useLanguage } from '@crescendo/web-kit';
import { useValidationText } from './use-language.js';

export interface StatementModalProps {
  /** Staff choose among their students; a student's own statement has one. */
  students: readonly StudentChoice[];
  initialStudentId?: string;
  onClose: () => void;
}

/** Issue 13 §4: a student's statement of a period (this school year so far, by default), French or English. */
export function StatementModal({ students, initialStudentId, onClose }: StatementModalProps) {
  const { t } = useTranslation(['translation', 'finance']);
  const invalid = useValidationText();
  const { i18n } = useTranslation();
  const lang = useLanguage();
  const today = dayOf(new Date());
  const [studentId, setStudentId] = useState(initialStudentId ?? students[0]?.id ?? '');
  const [from, setFrom] = useState(schoolYearDays(schoolYearOf(new Date())).from);
  const [to, setTo] = useState(today);
  const [language, setLanguage] = useState<'fr' | 'en'>(lang);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    if (!studentId) return setError(invalid('validation.studentRequired'));
    if (!from || !to || from > to) return setError(t('finance:filters.periodInvalid'));
    setError(undefined);
    setSending(true);
    try {
      await downloadStatement({ studentId, from, to, language });
      toast.success(t('finance:statement.downloaded'));
      onClose();
    } catch (failure) {
      toast.error(t('finance:statement.failed'));
      setError(describeError(failure, i18n));
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('finance:statement.title')}
      description={t('finance:statement.description')}
      confirmLabel={sending ? t('status.sending') : t('finance:statement.download')}
      confirmDisabled={sending}
      cancelLabel={t('common.cancel')}
      onConfirm={() => void submit()}
    >
      {students.length > 1 && (
        <SelectField
          label={t('finance:statement.student')}
          value={studentId}
          options={students.map((student) => ({ value: student.id, label: student.name }))}
          onChange={(event) => setStudentId(event.target.value)}
        />
      )}
      <TextField
        label={t('finance:statement.from')}
        type="date"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        label={t('finance:statement.to')}
        type="date"
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
      <SelectField
        label={t('finance:statement.language')}
        value={language}
        options={[
          { value: 'fr', label: t('common.languages.fr') },
          { value: 'en', label: t('common.languages.en') },
        ]}
        onChange={(event) => setLanguage(event.target.value as 'fr' | 'en')}
      />
      {error && (
        <p className="cr-field__error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
