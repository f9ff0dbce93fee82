import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FocusButton, FocusInput, FocusSection } from '../../focus/Focusable';
import { Layer } from '../../focus/Layer';
import { countryName, filterCountries, type Country } from '../../lib/countries';
import './forms.css';

/**
 * The country of a phone number: a button with the chosen country and dial code; OK opens a
 * filter box with at most 6 matching countries (by name or code). Back closes it.
 */
export function CountryPicker({ value, onChange, focusKey }: { value: Country; onChange: (country: Country) => void; focusKey: string }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { t, i18n } = useLingui();
  // Named and sorted in the viewer's language.
  const options = filterCountries(query, undefined, i18n.locale);
  const id = value.id;
  const dialCode = value.dialCode;
  const name = countryName(value, i18n.locale);
  return (
    <div className="country">
      <FocusButton
        focusKey={focusKey}
        className="country-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t`Country: ${id} ${dialCode}, ${name}`}
        onPress={() => setOpen(true)}
      >
        {value.id} {value.dialCode}
      </FocusButton>
      {open && (
        <Layer
          id={`${focusKey}-picker`}
          onClose={() => setOpen(false)}
          label={t`Choose a country`}
          initialFocusKey={`${focusKey}:filter`}
          className="country-panel"
        >
          <FocusInput
            focusKey={`${focusKey}:filter`}
            className="field-input"
            placeholder={t`Country name or code`}
            aria-label={t`Country name or code`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <FocusSection as="ul" focusKey={`${focusKey}:options`} className="country-options" role="listbox" aria-label={t`Countries`} rememberChild={false}>
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
          {options.length === 0 && <p className="field-hint">{t`No country matches “${query}”.`}</p>}
        </Layer>
      )}
    </div>
  );
}
