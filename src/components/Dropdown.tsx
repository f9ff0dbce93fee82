import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type CSSProperties } from 'react';
import { FocusButton } from '../focus/Focusable';
import { focusWhenReady, Layer } from '../focus/Layer';
import { roomAbove } from './dropdown-room';
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
  /** What the control shows; by default the chosen option's label. */
  text?: string;
  /** Lays the options out in this many columns (a letter picker), for fewer key presses. */
  columns?: number;
  /** Shows only this many options at first, then a 'More...' option that shows the rest. */
  collapsedCount?: number;
}

/**
 * A select for remote, mouse and touch: OK opens the list over the page, the arrows move in it,
 * OK chooses, Back closes it, and focus goes back to the control either way.
 */
export function Dropdown<V extends string>({ id, label, value, options, onChange, placement = 'below', text, columns, collapsedCount }: DropdownProps<V>) {
  const [open, setOpen] = useState(false);
  const [listStyle, setListStyle] = useState<CSSProperties | undefined>();
  const wrapper = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const { t } = useLingui();
  const current = options.find((o) => o.value === value) ?? options[0];
  const chosen = current?.label ?? '';
  const chosenAt = options.findIndex((o) => o.value === value);
  // The chosen option is always in view, even when it lies past the collapsed part.
  const collapsed = collapsedCount !== undefined && !expanded && options.length > collapsedCount && chosenAt < collapsedCount;
  const shown = collapsed ? options.slice(0, collapsedCount) : options;
  const toggle = () => {
    setExpanded(false);
    if (!open && placement === 'above' && wrapper.current) setListStyle(roomAbove(wrapper.current));
    setOpen(!open);
  };
  return (
    <div className="dropdown" ref={wrapper}>
      <FocusButton
        focusKey={`${id}:toggle`}
        className="dropdown-toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t({ message: `${label}: ${chosen}`, comment: 'A drop-down list: its name, then the option chosen in it' })}
        onPress={toggle}
      >
        <span>{text ?? current?.label}</span>
        <span className="dropdown-caret" aria-hidden="true">
          ▾
        </span>
      </FocusButton>
      {open && (
        <Layer
          id={`${id}-list`}
          label={label}
          role="menu"
          modal={false}
          scrolls
          onClose={() => setOpen(false)}
          initialFocusKey={`${id}:option:${value}`}
          style={placement === 'above' ? listStyle : undefined}
          className={`dropdown-list dropdown-${placement}${columns ? ' dropdown-columns' : ''}`}
        >
          <div className="dropdown-options" style={columns ? { gridTemplateColumns: `repeat(${columns}, auto)` } : undefined}>
            {shown.map((option) => (
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
            {collapsed && (
              <FocusButton
                focusKey={`${id}:more`}
                className="dropdown-option dropdown-more"
                onPress={() => {
                  setExpanded(true);
                  // The first of the options that were hidden takes focus.
                  focusWhenReady(`${id}:option:${options[collapsedCount ?? 0]!.value}`);
                }}
              >
                {t`More...`}
              </FocusButton>
            )}
          </div>
        </Layer>
      )}
    </div>
  );
}
