import { useId, type InputHTMLAttributes } from 'react';
import { Label } from 'radix-ui';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and announced with it; marks the input invalid. */
  error?: string;
  hint?: string;
  id?: string;
}

export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['cr-field', className].filter(Boolean).join(' ')}>
      <Label.Root className="cr-field__label" htmlFor={inputId}>
        {label}
      </Label.Root>
      <input
        id={inputId}
        className="cr-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
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
