import { useLingui } from '@lingui/react/macro';
import { setFocus } from '../../focus/navigation';
import { useId, type ClipboardEvent, type KeyboardEvent } from 'react';
import { FocusButton, FocusInput, FocusSection } from '../../focus/Focusable';
import './forms.css';

export interface CodeBoxesProps {
  value: string;
  onChange: (value: string) => void;
  focusKey: string;
  label: string;
  length?: number;
  /** The on-screen digit pad, for remotes without number keys (TV). */
  pad?: boolean;
  error?: string | null;
}

const PAD = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'delete'] as const;

/**
 * Six one-character boxes for a code: each takes one digit and moves on, Backspace goes back,
 * pasting fills them all, and on TV a digit pad sits beside them for the remote.
 */
export function CodeBoxes({ value, onChange, focusKey, label, length = 6, pad = false, error }: CodeBoxesProps) {
  const id = useId();
  const { t } = useLingui();
  const digitLabel = (at: number) => {
    const position = at + 1;
    return t`Digit ${position} of ${length}`;
  };
  const digits = value.replace(/\D/g, '').slice(0, length);
  const boxKey = (at: number) => `${focusKey}:${Math.max(0, Math.min(at, length - 1))}`;

  const put = (at: number, digit: string) => {
    const chars = digits.split('');
    chars[at] = digit;
    const next = chars.join('').slice(0, length);
    onChange(next);
    if (at < length - 1) void setFocus(boxKey(at + 1));
  };
  const onKeyDown = (at: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[at]) onChange(digits.slice(0, at) + digits.slice(at + 1));
      else if (at > 0) {
        onChange(digits.slice(0, at - 1) + digits.slice(at));
        void setFocus(boxKey(at - 1));
      }
    } else if (/^\d$/.test(event.key)) {
      event.preventDefault();
      put(Math.min(at, digits.length), event.key);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (!pasted) return;
    event.preventDefault();
    onChange(pasted);
    void setFocus(boxKey(pasted.length));
  };
  const press = (key: (typeof PAD)[number]) => {
    if (key === 'clear') onChange('');
    else if (key === 'delete') onChange(digits.slice(0, -1));
    else if (digits.length < length) onChange(digits + key);
  };

  return (
    <div className="code" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="field-label">
        {label}
      </p>
      <FocusSection focusKey={focusKey} className="code-boxes" rememberChild={false}>
        {Array.from({ length }, (_, at) => (
          <FocusInput
            key={at}
            focusKey={boxKey(at)}
            className="code-box"
            inputMode="numeric"
            autoComplete={at === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(at)}
            maxLength={1}
            value={digits[at] ?? ''}
            onChange={(event) => {
              const digit = event.target.value.replace(/\D/g, '').slice(-1);
              if (digit) put(Math.min(at, digits.length), digit);
            }}
            onKeyDown={onKeyDown(at)}
            onPaste={onPaste}
          />
        ))}
      </FocusSection>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {pad && (
        <FocusSection focusKey={`${focusKey}:pad`} className="code-pad" aria-label={t`Digit pad`} rememberChild={false}>
          {PAD.map((key) => (
            <FocusButton
              key={key}
              focusKey={`${focusKey}:pad:${key}`}
              className="code-pad-key"
              aria-label={key === 'clear' ? t`Clear` : key === 'delete' ? t`Delete` : key}
              onPress={() => press(key)}
            >
              {key === 'clear' ? t`Clear` : key === 'delete' ? '⌫' : key}
            </FocusButton>
          ))}
        </FocusSection>
      )}
    </div>
  );
}
