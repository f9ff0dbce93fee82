import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useId, type TextareaHTMLAttributes } from 'react';
import { useFocusNode } from '../../focus/Focusable';
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
  const { ref, focused, focusKey: key } = useFocusNode<HTMLTextAreaElement>({ focusKey });
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...rest}
        ref={ref}
        id={id}
        rows={rows}
        className="focusable field-input field-textarea"
        data-focus-key={key}
        data-focused={focused || undefined}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => {
          // A tap or a click focuses the field directly; the focus tree follows.
          if (!focused) void setFocus(key);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
