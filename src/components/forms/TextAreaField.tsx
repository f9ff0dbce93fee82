import { useId, type TextareaHTMLAttributes } from 'react';
import { FocusTextArea } from '../../focus/Focusable';
import './forms.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'onFocus'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  focusKey: string;
}

/**
 * TextField's multi-line sibling: in the focus tree like any field (Up and Down leave it, Left and
 * Right move the caret until its edges, OK starts a new line), reachable by mouse and touch.
 */
export function TextAreaField({ label, value, onChange, error, focusKey, rows = 5, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <FocusTextArea
        {...rest}
        id={id}
        focusKey={focusKey}
        rows={rows}
        className="field-input field-textarea"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
