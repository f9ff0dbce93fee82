import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { keyboardLayers } from './keyboard-layers';
import type { KeyboardKey } from './search-key';

export const keyboardKey = (name: string) => `search:key:${name}`;

interface KeyProps {
  name: string;
  label: string;
  onPress: () => void;
  wide?: boolean;
  first?: boolean;
  children: string;
}

function Key({ name, label, onPress, wide, first, children }: KeyProps) {
  return (
    <FocusButton
      focusKey={keyboardKey(name)}
      className={wide ? 'osk-key osk-key-wide' : 'osk-key'}
      aria-label={label}
      onPress={onPress}
      data-initial-focus={first || undefined}
    >
      {children}
    </FocusButton>
  );
}

/**
 * The TV's on-screen keyboard: the remote types without the TV's own keyboard. Each OK adds a
 * letter, a digit or a space to the field, deletes the last character, or clears it. The letters
 * are the app's language's (keyboard-layers.ts): where it writes more than a-z, a key switches to
 * its other letters, and the keyboard keeps its size.
 */
/** A letter of the Arabic script. */
const ARABIC_LETTER = /[\u0600-\u06ff]/;

export function SearchKeyboard({ onKey }: { onKey: (key: KeyboardKey) => void }) {
  const { t, i18n } = useLingui();
  const layers = keyboardLayers(i18n.locale);
  const [shown, setShown] = useState(0);
  const layer = layers[shown % layers.length]!;
  const next = layers[(shown + 1) % layers.length]!;
  const letters = next.sample;
  const space = t({ message: 'Space', comment: 'A key of the on-screen keyboard' });
  const remove = t({ message: 'Delete', comment: 'A key of the on-screen keyboard: deletes the last character' });
  const clear = t({ message: 'Clear', comment: 'A key of the on-screen keyboard: empties the search field' });
  return (
    // The keys run as their letters read: Arabic's from the right, the Latin ones from the left
    // (in an Arabic page too, as on a phone's keyboard). The arrows follow what is seen.
    <FocusSection
      focusKey="search:keyboard"
      className="osk"
      role="group"
      aria-label={t`Keyboard`}
      dir={ARABIC_LETTER.test(layer.keys[0] ?? '') ? 'rtl' : 'ltr'}
    >
      {layer.keys.map((char, index) => (
        <Key key={char} name={char} label={char} first={index === 0} onPress={() => onKey({ kind: 'char', char })}>
          {char}
        </Key>
      ))}
      {layers.length > 1 && (
        <Key
          name="letters"
          label={t({ message: `Other letters: ${letters}`, comment: 'A key of the on-screen keyboard that shows other letters, e.g. ñ or ł' })}
          onPress={() => setShown(shown + 1)}
        >
          {next.sample}
        </Key>
      )}
      <Key name="space" label={space} wide onPress={() => onKey({ kind: 'space' })}>
        {space}
      </Key>
      <Key name="delete" label={remove} wide={layers.length === 1} onPress={() => onKey({ kind: 'delete' })}>
        {layers.length === 1 ? `⌫ ${remove}` : '⌫'}
      </Key>
      <Key name="clear" label={clear} wide onPress={() => onKey({ kind: 'clear' })}>
        {clear}
      </Key>
    </FocusSection>
  );
}
