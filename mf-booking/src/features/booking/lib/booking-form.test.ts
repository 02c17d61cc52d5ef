import { guideCopy } from '@agency/shared-ui';
import { copy } from '@/copy';
import { type BookingForm, formatLongDate, initialBookingForm, missingBookingFields, stepErrors, toBookingPayload } from './booking-form';

const MONDAY_8AM_WAT = new Date('2026-11-23T07:00:00Z');
const complete: BookingForm = {
  ...initialBookingForm('seo', null),
  name: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  phone: '+2348031234567',
  subject: 'A shop for our bakery',
  date: '2026-11-27',
  time: '10:00',
};

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

  it('checks each step only for its own fields, with the guide text for a blank one', () => {
    const empty = initialBookingForm('select', null);
    expect(Object.fromEntries(stepErrors(1, empty, MONDAY_8AM_WAT))).toEqual({ name: guideCopy.required, email: guideCopy.required, phone: guideCopy.required });
    expect([...stepErrors(2, empty, MONDAY_8AM_WAT).keys()]).toEqual(['services', 'subject']);
    expect([...stepErrors(3, empty, MONDAY_8AM_WAT).keys()]).toEqual(['date', 'time']);
    expect(stepErrors(4, empty, MONDAY_8AM_WAT).size).toBe(0);
    expect(stepErrors(5, empty, MONDAY_8AM_WAT).size).toBe(7);
    for (const step of [1, 2, 3, 4, 5]) expect(stepErrors(step, complete, MONDAY_8AM_WAT).size).toBe(0);
  });

  it('refuses a malformed email and a time outside the offered slots', () => {
    expect(stepErrors(1, { ...complete, email: 'ngozi@example' }, MONDAY_8AM_WAT).get('email')).toBe(copy.booking.invalid.email);
    expect(stepErrors(3, { ...complete, time: '03:00' }, MONDAY_8AM_WAT).get('time')).toBe(copy.booking.invalid.time);
    expect(stepErrors(3, { ...complete, date: '2026-11-28' }, MONDAY_8AM_WAT).get('time')).toBe(copy.booking.invalid.time);
    // The same slot, once it is less than 24 hours away, is no longer offered.
    expect(stepErrors(5, complete, new Date('2026-11-26T10:00:00Z')).get('time')).toBe(copy.booking.invalid.time);
  });
});
