import { useId, type TextareaHTMLAttributes } from 'react';
import { Label } from 'radix-ui';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string;
  hint?: string;
}

/** A labelled multi-line field with the kit's look (`cr-field`), its hint and error announced with it. */
export function TextAreaField({ label, hint, error, className, ...area }: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="cr-field">
      <Label.Root className="cr-field__label" htmlFor={id}>
        {label}
      </Label.Root>
      <textarea
        id={id}
        className={['cr-field__input', 'cr-field__textarea', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...area}
      />
      {hint && (
        <span id={hintId} className="cr-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="cr-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
