import { getCountries, getCountryCallingCode } from 'react-phone-number-input/input';
import en from 'react-phone-number-input/locale/en';

/**
 * Every phone country as an <option> (name and calling code, no flag images), sorted by name: the dialog's phone
 * field and the /book page's country select. Built once: ~245 static elements that React skips on every keystroke.
 */
export const COUNTRY_OPTIONS = getCountries()
  .map((code) => ({ code, label: `${en[code] ?? code} (+${getCountryCallingCode(code)})` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'))
  .map((option) => (
    <option key={option.code} value={option.code}>
      {option.label}
    </option>
  ));
