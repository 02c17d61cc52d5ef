import { formatDate, formatNaira } from './format';

describe('formatNaira', () => {
  it('writes naira with thousands separators and no kobo', () => {
    expect(formatNaira(85000)).toBe('₦85,000');
    expect(formatNaira(1_250_000)).toBe('₦1,250,000');
    expect(formatNaira(500)).toBe('₦500');
    expect(formatNaira(14_250.4)).toBe('₦14,250');
  });
});

describe('formatDate', () => {
  it('writes a calendar day in full or short, whatever the time zone', () => {
    expect(formatDate('2027-01-12')).toBe('12 January 2027');
    expect(formatDate('2026-11-07', 'short')).toBe('7 Nov 2026');
    expect(formatDate('2026-11-21T09:30:00Z', 'short')).toBe('21 Nov 2026');
  });

  it('leaves an unreadable value as it is and an empty one empty', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
