import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  icsMaxBytes,
  importCalendarFromUrlInputSchema,
  importCalendarInputSchema,
  type ImportCalendarFromUrlInput,
  type ImportCalendarInput,
} from '@crescendo/contracts';
import { TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';

export type CalendarSource = 'file' | 'url';

export interface ImportCalendarModalProps {
  /** Resolves once imported; rejects with the server's error (shown on the form). */
  onImport: (input: ImportCalendarInput) => Promise<unknown>;
  /** The same from the calendar's address (read by the planning, then every day). */
  onImportFromUrl: (input: ImportCalendarFromUrlInput) => Promise<unknown>;
  onClose: () => void;
}

/** 'Fichier .ics' or 'Adresse du calendrier': which of the two forms the dialog shows. */
function SourceChoice({
  source,
  onChange,
}: {
  source: CalendarSource;
  onChange: (source: CalendarSource) => void;
}) {
  const { t } = useTranslation(['planning']);
  return (
    <fieldset className="cr-planning__source">
      <legend>{t('planning:imports.source')}</legend>
      {(['file', 'url'] as const).map((value) => (
        <label key={value} className="cr-planning__source-choice">
          <input
            type="radio"
            name="calendar-source"
            value={value}
            checked={source === value}
            onChange={() => onChange(value)}
          />
          {t(value === 'file' ? 'planning:imports.sourceFile' : 'planning:imports.sourceUrl')}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * 'Importer un calendrier' (issue 28 §4): from an .ics file or from the calendar's address, chosen first.
 */
export function ImportCalendarModal({ onImport, onImportFromUrl, onClose }: ImportCalendarModalProps) {
  const [source, setSource] = useState<CalendarSource>('file');
  return source === 'file' ? (
    <ImportCalendarFileDialog
      onImport={onImport}
      onClose={onClose}
      choice={<SourceChoice source={source} onChange={setSource} />}
    />
  ) : (
    <ImportCalendarUrlDialog
      onImport={onImportFromUrl}
      onClose={onClose}
      choice={<SourceChoice source={source} onChange={setSource} />}
    />
  );
}

interface SourceDialogProps<Input> {
  onImport: (input: Input) => Promise<unknown>;
  onClose: () => void;
  choice: ReactNode;
}

/** The address form: a name and the calendar's address (https, http or webcal), checked here and by the planning. */
function ImportCalendarUrlDialog({
  onImport,
  onClose,
  choice,
}: SourceDialogProps<ImportCalendarFromUrlInput>) {
  const { t } = useTranslation(['translation', 'planning']);
  const dialog = useFormDialog({
    schema: importCalendarFromUrlInputSchema,
    defaultValues: { name: '', url: '' },
    onSubmit: onImport,
    onSent: onClose,
  });
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('planning:imports.title')}
      confirmLabel={t('planning:imports.confirm')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
    >
      {choice}
      <TextField
        label={t('planning:imports.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        hint={t('planning:imports.urlHint')}
        {...dialog.field('url')}
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
 * The file form: a name and an .ics file (at most 512 kB, checked here before anything is sent, and again by
 * the planning, which refuses a malformed file and stores nothing).
 */
function ImportCalendarFileDialog({ onImport, onClose, choice }: SourceDialogProps<ImportCalendarInput>) {
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
      {choice}
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
