import { useId, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line field with the kit's look (`cr-field`), its hint and error announced with it. */
export function TextAreaField({ label, hint, error, className, ...area }: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="cr-field">
      <label className="cr-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={['cr-field__input', 'practice-textarea', className].filter(Boolean).join(' ')}
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
