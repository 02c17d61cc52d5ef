import { SelectField, TextField, type TextFieldProps, media } from '@agency/shared-ui';
import PhoneInput, { type Country, getCountries, getCountryCallingCode } from 'react-phone-number-input/input';
import en from 'react-phone-number-input/locale/en';
import styled from 'styled-components';
import { copy } from '@/copy';

// Built once: ~245 static elements that React skips on every keystroke of the form.
const COUNTRY_OPTIONS = getCountries()
  .map((code) => ({ code, label: `${en[code] ?? code} (+${getCountryCallingCode(code)})` }))
  .sort((a, b) => a.label.localeCompare(b.label))
  .map((option) => (
    <option key={option.code} value={option.code}>
      {option.label}
    </option>
  ));

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: 1rem;
  ${media.sm} { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); }
`;

/** The library renders its input through this: the shared labelled field, so label and error wiring stay the same. */
const PhoneTextField = (props: object) => <TextField {...(props as TextFieldProps)} />;

export interface PhoneFieldProps {
  country: Country;
  /** E.164, '' when empty. */
  phone: string;
  error?: string;
  onChange: (next: { country?: Country; phone?: string }) => void;
}

/** A country selector (names and calling codes, no flag images) paired with a phone input formatted for that country. */
export function PhoneField({ country, phone, error, onChange }: PhoneFieldProps) {
  const changeCountry = (next: Country) => {
    // Keep the digits typed so far: the number was entered for the old country's code, re-prefix it with the new one.
    const oldPrefix = `+${getCountryCallingCode(country)}`;
    const digits = phone.startsWith(oldPrefix) ? phone.slice(oldPrefix.length) : '';
    onChange({ country: next, phone: digits ? `+${getCountryCallingCode(next)}${digits}` : '' });
  };
  return (
    <Row>
      <SelectField
        label={copy.booking.fields.phoneCountry}
        value={country}
        autoComplete="tel-country-code"
        onChange={(event) => changeCountry(event.target.value as Country)}
      >
        {COUNTRY_OPTIONS}
      </SelectField>
      <PhoneInput
        inputComponent={PhoneTextField}
        smartCaret={false}
        country={country}
        value={phone || undefined}
        onChange={(value) => onChange({ phone: value ?? '' })}
        label={copy.booking.fields.phone}
        error={error}
        type="tel"
        autoComplete="tel-national"
      />
    </Row>
  );
}
