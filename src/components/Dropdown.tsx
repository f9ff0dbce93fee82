import { useState } from 'react';
import { FocusButton } from '../focus/Focusable';
import { Layer } from '../focus/Layer';
import './Dropdown.css';

export interface DropdownOption<V extends string> {
  value: V;
  label: string;
}

export interface DropdownProps<V extends string> {
  id: string;
  /** Names the control for screen readers, e.g. 'Season'. */
  label: string;
  value: V;
  options: ReadonlyArray<DropdownOption<V>>;
  onChange: (value: V) => void;
  /** Where the list opens: below the control (default) or above it (controls at the screen's foot). */
  placement?: 'below' | 'above';
}

/**
 * A select for remote, mouse and touch: OK opens the list over the page, the arrows move in it,
 * OK chooses, Back closes it, and focus goes back to the control either way.
 */
export function Dropdown<V extends string>({ id, label, value, options, onChange, placement = 'below' }: DropdownProps<V>) {
  const [open, setOpen] = useState(false);
  const current = options.find((o) => o.value === value) ?? options[0];
  return (
    <div className="dropdown">
      <FocusButton
        focusKey={`${id}:toggle`}
        className="dropdown-toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${label}: ${current?.label ?? ''}`}
        onPress={() => setOpen((o) => !o)}
      >
        <span>{current?.label}</span>
        <span className="dropdown-caret" aria-hidden="true">
          ▾
        </span>
      </FocusButton>
      {open && (
        <Layer id={`${id}-list`} label={label} role="menu" modal={false} onClose={() => setOpen(false)} initialFocusKey={`${id}:option:${value}`} className={`dropdown-list dropdown-${placement}`}>
          {options.map((option) => (
            <FocusButton
              key={option.value}
              focusKey={`${id}:option:${option.value}`}
              className="dropdown-option"
              role="menuitemradio"
              aria-checked={option.value === value}
              onPress={() => {
                setOpen(false);
                if (option.value !== value) onChange(option.value);
              }}
            >
              {option.label}
            </FocusButton>
          ))}
        </Layer>
      )}
    </div>
  );
}
