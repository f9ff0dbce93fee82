import { useState } from 'react';
import { FocusButton, FocusInput, FocusSection } from '../../focus/Focusable';
import { Layer } from '../../focus/Layer';
import { filterCountries, type Country } from '../../lib/countries';
import './forms.css';

/**
 * The country of a phone number: a button with the chosen country and dial code; OK opens a
 * filter box with at most 6 matching countries (by name or code). Back closes it.
 */
export function CountryPicker({ value, onChange, focusKey }: { value: Country; onChange: (country: Country) => void; focusKey: string }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const options = filterCountries(query);
  return (
    <div className="country">
      <FocusButton focusKey={focusKey} className="country-button" aria-haspopup="listbox" aria-expanded={open} aria-label={`Country: ${value.name} ${value.dialCode}`} onPress={() => setOpen(true)}>
        {value.id} {value.dialCode}
      </FocusButton>
      {open && (
        <Layer id={`${focusKey}-picker`} onClose={() => setOpen(false)} label="Choose a country" initialFocusKey={`${focusKey}:filter`} className="country-panel">
          <FocusInput
            focusKey={`${focusKey}:filter`}
            className="field-input"
            placeholder="Country name or code"
            aria-label="Country name or code"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <FocusSection as="ul" focusKey={`${focusKey}:options`} className="country-options" role="listbox" rememberChild={false}>
            {options.map((country) => (
              <li key={country.id} role="option" aria-selected={country.id === value.id}>
                <FocusButton
                  focusKey={`${focusKey}:option:${country.id}`}
                  className="country-option"
                  onPress={() => {
                    onChange(country);
                    setQuery('');
                    setOpen(false);
                  }}
                >
                  <span>{country.name}</span>
                  <span className="country-dial">{country.dialCode}</span>
                </FocusButton>
              </li>
            ))}
            {options.length === 0 && <li className="field-hint">No country matches “{query}”.</li>}
          </FocusSection>
        </Layer>
      )}
    </div>
  );
}
