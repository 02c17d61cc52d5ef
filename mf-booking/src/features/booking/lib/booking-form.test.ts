import { copy } from '@/copy';
import { formatLongDate, initialBookingForm, missingBookingFields, toBookingPayload } from './booking-form';

describe('booking form', () => {
  it('formats the date in the long US form the API expects', () => {
    expect(formatLongDate('2026-11-27')).toBe('Friday, November 27, 2026');
    expect(formatLongDate('2027-01-01')).toBe('Friday, January 1, 2027');
  });

  it("counts service 'select' and blank text as missing, never the message", () => {
    const form = { ...initialBookingForm('select', null), message: '' };
    expect([...missingBookingFields(form)]).toEqual(['name', 'email', 'phone', 'date', 'time', 'services', 'subject']);
    expect([...missingBookingFields({ ...form, name: '   ' })]).toContain('name');
  });

  it('sends the special request only while the service is the special request', () => {
    const form = {
      ...initialBookingForm('custom', null),
      customRequest: 'A kiosk app',
      message: '',
      date: '2026-11-27',
    };
    expect(toBookingPayload(form).message).toBe(`${copy.booking.customRequestPrefix} A kiosk app`);
    expect(toBookingPayload({ ...form, services: 'wd' }).message).toBe('');
  });
});
