import { useLingui } from '@lingui/react/macro';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { FocusButton, FocusInput } from '../../focus/Focusable';
import './forms.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'onFocus'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  focusKey: string;
  /** A password field with a Show/Hide toggle. */
  revealable?: boolean;
  hint?: string;
}

/** A labelled field with its error under it, reachable by remote, keyboard, mouse and touch. */
export function TextField({ label, value, onChange, error, focusKey, revealable, hint, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const { t } = useLingui();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-row">
        <FocusInput
          {...rest}
          id={id}
          focusKey={focusKey}
          className="field-input"
          type={revealable ? (shown ? 'text' : 'password') : type}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
        {revealable && (
          <FocusButton focusKey={`${focusKey}:reveal`} className="field-reveal" aria-pressed={shown} onPress={() => setShown((v) => !v)}>
            {shown ? t({ message: 'Hide', context: 'the password, on a toggle' }) : t({ message: 'Show', context: 'the password, on a toggle' })}
          </FocusButton>
        )}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
