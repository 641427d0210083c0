import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled input with its hint and its error, both tied to it for screen readers. */
export function TextField(
  props: InputProps & {
    label: string;
    value: string;
    onValue: (value: string) => void;
    hint?: string;
    error?: string | undefined;
  },
) {
  const { label, value, onValue, hint, error, ...input } = props;
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled select over a fixed list of values. */
export function SelectField<V extends string>(props: {
  label: string;
  value: V | '';
  onValue: (value: V) => void;
  options: readonly { value: V; label: string }[];
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const { label, value, onValue, options, placeholder, required, disabled } = props;
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        required={required}
        disabled={disabled}
        onChange={(e) => onValue(e.target.value as V)}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
