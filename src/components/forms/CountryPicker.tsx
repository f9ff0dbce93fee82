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
      <FocusButton
        focusKey={focusKey}
        className="country-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`Country: ${value.id} ${value.dialCode}, ${value.name}`}
        onPress={() => setOpen(true)}
      >
        {value.id} {value.dialCode}
      </FocusButton>
      {open && (
        <Layer
          id={`${focusKey}-picker`}
          onClose={() => setOpen(false)}
          label="Choose a country"
          initialFocusKey={`${focusKey}:filter`}
          className="country-panel"
        >
          <FocusInput
            focusKey={`${focusKey}:filter`}
            className="field-input"
            placeholder="Country name or code"
            aria-label="Country name or code"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <FocusSection as="ul" focusKey={`${focusKey}:options`} className="country-options" role="listbox" aria-label="Countries" rememberChild={false}>
            {options.map((country) => (
              // The button is the option itself (an option holding a button would nest two controls).
              <li key={country.id} role="none">
                <FocusButton
                  focusKey={`${focusKey}:option:${country.id}`}
                  role="option"
                  aria-selected={country.id === value.id}
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
          </FocusSection>
          {options.length === 0 && <p className="field-hint">No country matches “{query}”.</p>}
        </Layer>
      )}
    </div>
  );
}
