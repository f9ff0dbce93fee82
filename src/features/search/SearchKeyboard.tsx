import { useLingui } from '@lingui/react/macro';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import type { KeyboardKey } from './search-key';

/** a-z then 0-9: 36 keys, six rows of six. */
const CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789'.split('');

export const keyboardKey = (name: string) => `search:key:${name}`;

interface KeyProps {
  name: string;
  label: string;
  onPress: () => void;
  wide?: boolean;
  children: string;
}

function Key({ name, label, onPress, wide, children }: KeyProps) {
  return (
    <FocusButton
      focusKey={keyboardKey(name)}
      className={wide ? 'osk-key osk-key-wide' : 'osk-key'}
      aria-label={label}
      onPress={onPress}
      data-initial-focus={name === 'a' || undefined}
    >
      {children}
    </FocusButton>
  );
}

/**
 * The TV's on-screen keyboard: the remote types without the TV's own keyboard. Each OK adds a
 * letter, a digit or a space to the field, deletes the last character, or clears it.
 */
export function SearchKeyboard({ onKey }: { onKey: (key: KeyboardKey) => void }) {
  const { t } = useLingui();
  const space = t({ message: 'Space', comment: 'A key of the on-screen keyboard' });
  const remove = t({ message: 'Delete', comment: 'A key of the on-screen keyboard: deletes the last character' });
  const clear = t({ message: 'Clear', comment: 'A key of the on-screen keyboard: empties the search field' });
  return (
    <FocusSection focusKey="search:keyboard" className="osk" role="group" aria-label={t`Keyboard`}>
      {CHARACTERS.map((char) => (
        <Key key={char} name={char} label={char} onPress={() => onKey({ kind: 'char', char })}>
          {char}
        </Key>
      ))}
      <Key name="space" label={space} wide onPress={() => onKey({ kind: 'space' })}>
        {space}
      </Key>
      <Key name="delete" label={remove} wide onPress={() => onKey({ kind: 'delete' })}>
        {`⌫ ${remove}`}
      </Key>
      <Key name="clear" label={clear} wide onPress={() => onKey({ kind: 'clear' })}>
        {clear}
      </Key>
    </FocusSection>
  );
}
