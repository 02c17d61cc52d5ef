import { render, screen } from '@testing-library/react';
import { getCountries, getCountryCallingCode } from 'react-phone-number-input/input';
import { CALLING_CODES } from './calling-codes';
import { COUNTRY_OPTIONS } from './countries';

describe('the phone countries', () => {
  it('are the phone library’s countries with its calling codes (when this fails, print the new list below into calling-codes.ts)', () => {
    const library = Object.fromEntries(getCountries().map((country) => [country, getCountryCallingCode(country)]));
    // The list as calling-codes.ts holds it: console.log(getCountries().map((c) => `${c}: '${getCountryCallingCode(c)}'`).join(', '))
    expect(CALLING_CODES).toEqual(library);
  });

  it('are offered by name with their calling code, sorted by name', () => {
    render(<select aria-label="Country">{COUNTRY_OPTIONS}</select>);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(getCountries().length);
    expect(screen.getByRole('option', { name: 'Nigeria (+234)' })).toHaveValue('NG');
    expect(screen.getByRole('option', { name: 'United Kingdom (+44)' })).toHaveValue('GB');
    const labels = options.map((option) => option.textContent ?? '');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
