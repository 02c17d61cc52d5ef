import { formatDate, formatNaira } from './format';

describe('formatNaira', () => {
  it('writes naira with thousands separators and no kobo', () => {
    expect(formatNaira(85000)).toBe('₦85,000');
    expect(formatNaira(1_250_000)).toBe('₦1,250,000');
    expect(formatNaira(500)).toBe('₦500');
    expect(formatNaira(14_250.4)).toBe('₦14,250');
  });

  it("writes what Intl's en-NG currency format writes, without asking Intl", () => {
    const intl = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 });
    const values = [0, 1, 12, 999, 1000, 1001, 99_999.5, 100_000, 2.5, 1_234_567.49, 1e12, -5000, -1_250_000, -2.5];
    for (let i = 0; i < 200; i++) values.push(Math.round(Math.random() * 10 ** (1 + (i % 10))) / (i % 3 === 0 ? 100 : 1));
    for (const value of values) expect(formatNaira(value)).toBe(intl.format(value));
    expect(formatNaira(-0.4)).toBe('₦0');
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
