import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankComment, GroupReportRow, SaveReportCardInput, Term } from '@crescendo/contracts';
import { musicCompetencies } from '@crescendo/domain';
import { TextAreaField, TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import { reportCardFormSchema, reportCardFormValues } from './report-card-form-schema.js';
import { useWorkWords } from './work-words.js';

export interface ReportCardModalProps {
  row: GroupReportRow;
  studentName: string;
  term: Term;
  groupId: string;
  /** The comment bank in the reader's language (the school's and the teacher's own). */
  comments: readonly BankComment[];
  /** Resolves once saved; rejects with the server's error (its toast already shown). */
  onSave: (card: SaveReportCardInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A student's report card for the term: a mark per competency (blank: not evaluated), the term's work as
 * homework counted it, and the comment, written or taken from the comment bank ('Banque de commentaires').
 */
export function ReportCardModal({
  row,
  studentName,
  term,
  groupId,
  comments,
  onSave,
  onClose,
}: ReportCardModalProps) {
  const { t } = useTranslation(['translation', 'reports']);
  const bankId = useId();
  const work = useWorkWords(row.work);
  const dialog = useFormDialog({
    schema: reportCardFormSchema({ termId: term.id, groupId, studentId: row.studentId }),
    defaultValues: reportCardFormValues(row.reportCard),
    onSubmit: onSave,
    onSent: onClose,
  });
  const addFromBank = (text: string) => {
    const current = dialog.form.getValues('comment').trim();
    dialog.form.setValue('comment', current ? `${current} ${text}` : text, { shouldDirty: true });
  };
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('reports:card.title', { name: studentName, term: term.name })}
      confirmLabel={t('reports:card.save')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
      className="cr-report-card-form"
    >
      <p className="cr-report-card-form__work">
        {t('reports:card.work', {
          consistency: work.consistency,
          handedIn: work.handedIn,
          average: work.average,
        })}
      </p>
      {musicCompetencies.map((competency) => (
        <TextField
          key={competency.id}
          label={t('reports:card.mark', { competency: t(`reports:topics.${competency.id}`) })}
          hint={t('reports:card.markHint')}
          inputMode="numeric"
          autoComplete="off"
          {...dialog.field(competency.id)}
        />
      ))}
      <div className="cr-field">
        <label className="cr-field__label" htmlFor={bankId}>
          {t('reports:card.bank')}
        </label>
        <select
          id={bankId}
          className="cr-field__input"
          value=""
          onChange={(event) => event.target.value && addFromBank(event.target.value)}
        >
          <option value="">{t('reports:card.bankPlaceholder')}</option>
          {comments.map((comment) => (
            <option key={comment.id} value={comment.text}>
              {`${t(`reports:topics.${comment.topic}`)} — ${comment.text}`}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField label={t('reports:card.comment')} rows={5} {...dialog.field('comment')} />
    </FormDialog>
  );
}
