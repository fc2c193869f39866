import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { icsMaxBytes, importCalendarInputSchema, type ImportCalendarInput } from '@crescendo/contracts';
import { TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';

export interface ImportCalendarModalProps {
  /** Resolves once imported; rejects with the server's error (shown on the form). */
  onImport: (input: ImportCalendarInput) => Promise<unknown>;
  onClose: () => void;
}

/** The calendar's own name in its text (X-WR-CALNAME), to start the name field with. */
export function calendarNameIn(ics: string): string {
  const match = /^X-WR-CALNAME(?:;[^:\r\n]*)?:(.*)$/im.exec(ics);
  return (match?.[1] ?? '')
    .replace(/\\([,;\\])/g, '$1')
    .trim()
    .slice(0, 80);
}

/** A file's text (FileReader: every browser, and jsdom). */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

/**
 * 'Importer un calendrier' (issue 28 §4): a name and an .ics file (at most 512 kB, checked here before
 * anything is sent, and again by the planning, which refuses a malformed file and stores nothing).
 */
export function ImportCalendarModal({ onImport, onClose }: ImportCalendarModalProps) {
  const { t } = useTranslation(['translation', 'planning']);
  const [fileError, setFileError] = useState<string | undefined>();
  // The file is read before it can be sent: 'Importer' waits for it rather than send an empty calendar.
  const [reading, setReading] = useState(false);
  const dialog = useFormDialog({
    schema: importCalendarInputSchema,
    defaultValues: { name: '', ics: '' },
    onSubmit: onImport,
    onSent: onClose,
  });
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(undefined);
    dialog.form.clearErrors('ics');
    if (!file) {
      dialog.form.setValue('ics', '');
      return;
    }
    if (file.size > icsMaxBytes) {
      dialog.form.setValue('ics', '');
      setFileError(t('planning:imports.fileTooLarge'));
      return;
    }
    setReading(true);
    try {
      const text = await textOf(file);
      dialog.form.setValue('ics', text);
      if (!dialog.form.getValues('name')) dialog.form.setValue('name', calendarNameIn(text));
    } finally {
      setReading(false);
    }
  };
  const shownFileError = fileError ?? dialog.field('ics').error;
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('planning:imports.title')}
      confirmLabel={t('planning:imports.confirm')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
      confirmDisabled={reading}
    >
      <TextField
        label={t('planning:imports.file')}
        type="file"
        accept=".ics,text/calendar"
        required
        hint={t('planning:imports.fileHint')}
        error={shownFileError}
        onChange={(event) => void pick(event)}
      />
      <TextField
        label={t('planning:imports.name')}
        required
        hint={t('planning:imports.nameHint')}
        {...dialog.field('name')}
      />
    </FormDialog>
  );
}
