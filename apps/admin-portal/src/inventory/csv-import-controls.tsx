import type { RefObject } from 'react';
import { Alert, Button } from '@crescendo/ui';

export interface CsvImportControlsProps {
  /** The hidden file input, emptied by the caller after each import (the same file may be picked again). */
  picker: RefObject<HTMLInputElement | null>;
  busy: boolean;
  /** 'Importer (CSV)', its words while importing, and the help announced with the button. */
  label: string;
  busyLabel: string;
  help: string;
  helpId: string;
  /** The refusal's title and each refused line ('Ligne 7 — Titre : …'); nothing shown when empty. */
  refusedTitle: string;
  refused: readonly string[];
  onFile: (file: File) => void;
}

/**
 * An inventory tab's CSV import (instruments, scores, uniforms): the button that opens the file picker, its
 * help for screen readers, and the lines the server refused (nothing was stored then).
 */
export function CsvImportControls(props: CsvImportControlsProps) {
  const { picker, busy, label, busyLabel, help, helpId, refusedTitle, refused, onFile } = props;
  return (
    <>
      <Button
        variant="secondary"
        disabled={busy}
        aria-describedby={helpId}
        onClick={() => picker.current?.click()}
      >
        {busy ? busyLabel : label}
      </Button>
      <span id={helpId} className="cr-visually-hidden">
        {help}
      </span>
      <input
        ref={picker}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
      />
      {refused.length > 0 && (
        <div className="cr-inventory__refused">
          <Alert tone="error">
            <p>
              <strong>{refusedTitle}</strong>
            </p>
            <ul>
              {refused.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
    </>
  );
}
