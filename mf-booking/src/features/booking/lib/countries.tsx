import en from 'react-phone-number-input/locale/en';
import { CALLING_CODES } from './calling-codes';

/** A phone country's code ('NG'). */
type PhoneCountry = keyof typeof CALLING_CODES;

/**
 * Every phone country as an <option> (name and calling code, no flag images), sorted by name: the dialog's phone
 * field and the /book page's country select. Built once: ~245 static elements that React skips on every keystroke.
 */
export const COUNTRY_OPTIONS = (Object.entries(CALLING_CODES) as [PhoneCountry, string][])
  .map(([code, callingCode]) => ({ code, label: `${en[code] ?? code} (+${callingCode})` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'))
  .map((option) => (
    <option key={option.code} value={option.code}>
      {option.label}
    </option>
  ));
