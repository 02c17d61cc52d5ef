import { SelectField, TextField, type TextFieldProps, media } from '@agency/shared-ui';
import { useController } from 'react-hook-form';
import PhoneInput, { type Country, getCountryCallingCode } from 'react-phone-number-input/input';
import styled from 'styled-components';
import { copy } from '@/copy';
import type { BookingFormApi } from '../lib/booking-form';
import { COUNTRY_OPTIONS } from '../lib/countries';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: 1rem;
  ${media.sm} { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); }
`;

/** The library renders its input through this: the shared labelled field, so label, error wiring and the form's ref stay the same. */
const PhoneTextField = (props: object) => <TextField {...(props as TextFieldProps)} />;

/**
 * A country selector (names and calling codes, no flag images) paired with a phone input formatted for that
 * country. Both are controlled by the form (the library's input is not a native one); the phone's `ref`
 * reaches the input element, so a refused step can focus it.
 */
export function PhoneField({ form }: { form: BookingFormApi }) {
  const country = useController({ control: form.control, name: 'country' });
  const phone = useController({ control: form.control, name: 'phone' });
  const current = country.field.value as Country;

  const changeCountry = (next: Country) => {
    // Keep the digits typed so far: the number was entered for the old country's code, re-prefix it with the new one.
    const oldPrefix = `+${getCountryCallingCode(current)}`;
    const digits = phone.field.value.startsWith(oldPrefix) ? phone.field.value.slice(oldPrefix.length) : '';
    country.field.onChange(next);
    form.setValue('phone', digits ? `+${getCountryCallingCode(next)}${digits}` : '');
  };
  return (
    <Row>
      <SelectField
        label={copy.booking.fields.phoneCountry}
        name={country.field.name}
        value={current}
        autoComplete="tel-country-code"
        onChange={(event) => changeCountry(event.target.value as Country)}
        onBlur={country.field.onBlur}
      >
        {COUNTRY_OPTIONS}
      </SelectField>
      <PhoneInput
        inputComponent={PhoneTextField}
        smartCaret={false}
        country={current}
        name={phone.field.name}
        ref={phone.field.ref}
        value={phone.field.value || undefined}
        onChange={(value) => phone.field.onChange(value ?? '')}
        onBlur={phone.field.onBlur}
        label={copy.booking.fields.phone}
        error={phone.fieldState.error?.message}
        type="tel"
        autoComplete="tel-national"
      />
    </Row>
  );
}
