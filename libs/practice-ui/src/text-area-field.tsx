import { useId, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
}

/** A labelled `<textarea>` styled like the kit's text fields. */
export function TextAreaField({ label, error, ...area }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="cr-field">
      <label className="cr-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="cr-field__input pu-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...area}
      />
      {error && (
        <span id={`${id}-error`} className="cr-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
