import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}

/** A labelled `<select>` styled like the kit's text fields. */
export function SelectField({ label, error, options, placeholder, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="cr-field">
      <label className="cr-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="cr-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className="cr-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
