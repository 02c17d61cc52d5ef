import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { guideCopy } from '@agency/shared-ui';
import { copy } from '@/copy';
import { type BookingFormInput, BookingFormSchema, formatLongDate, initialBookingForm, STEP_FIELDS, toBookingPayload } from './booking-form';

const MONDAY_8AM_WAT = new Date('2026-11-23T07:00:00Z');
const complete: BookingFormInput = {
  ...initialBookingForm('seo', null),
  name: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  phone: '+2348031234567',
  subject: 'A shop for our bakery',
  date: '2026-11-27',
  time: '10:00',
};

/** The message of each invalid field, as the form shows it (react-hook-form keeps a field's first issue). */
function errorsOf(form: BookingFormInput): Record<string, string> {
  const result = BookingFormSchema.safeParse(form);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The errors a step's Next shows: only that step's fields. */
const stepErrors = (step: number, form: BookingFormInput) =>
  Object.fromEntries(Object.entries(errorsOf(form)).filter(([field]) => (STEP_FIELDS[step] as readonly string[]).includes(field)));

describe('booking form', () => {
  beforeEach(() => jest.useFakeTimers({ now: MONDAY_8AM_WAT, doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('formats the date in the long US form the API expects', () => {
    expect(formatLongDate('2026-11-27')).toBe('Friday, November 27, 2026');
    expect(formatLongDate('2027-01-01')).toBe('Friday, January 1, 2027');
  });

  it("counts service 'select' and blank text as missing, never the message", () => {
    const form = { ...initialBookingForm('select', null), message: '' };
    expect(Object.keys(errorsOf(form)).sort()).toEqual(['date', 'email', 'name', 'phone', 'services', 'subject', 'time']);
    expect(errorsOf({ ...complete, name: '   ' })).toEqual({ name: guideCopy.required });
  });

  it('sends the special request only while the service is the special request, and the fields trimmed', () => {
    const form = { ...complete, services: 'custom', customRequest: 'A kiosk app', message: '', name: ' Ngozi Eze ' };
    expect(toBookingPayload(BookingFormSchema.parse(form))).toEqual({
      name: 'Ngozi Eze',
      email: 'ngozi@example.ng',
      phone: '+2348031234567',
      date: 'Friday, November 27, 2026',
      time: '10:00',
      services: 'custom',
      subject: 'A shop for our bakery',
      message: `${copy.booking.customRequestPrefix} A kiosk app`,
      selected: 'US',
      mode: 'video',
      marketing_consent: false,
      notice_version: PRIVACY_NOTICE_VERSION,
    });
    expect(toBookingPayload(BookingFormSchema.parse({ ...form, services: 'wd' })).message).toBe('');
  });

  it('checks each step only for its own fields, with the guide text for a blank one', () => {
    const empty = initialBookingForm('select', null);
    expect(stepErrors(1, empty)).toEqual({ name: guideCopy.required, email: guideCopy.required, phone: guideCopy.required });
    expect(Object.keys(stepErrors(2, empty))).toEqual(['services', 'subject']);
    expect(Object.keys(stepErrors(3, empty))).toEqual(['date', 'time']);
    expect(stepErrors(4, empty)).toEqual({});
    expect(Object.keys(stepErrors(5, empty))).toHaveLength(7);
    expect(errorsOf(complete)).toEqual({});
  });

  it('refuses a malformed email; whether a slot is free is left to the API (its working hours are settings)', () => {
    expect(errorsOf({ ...complete, email: 'ngozi@example' })).toEqual({ email: copy.booking.invalid.email });
    expect(errorsOf({ ...complete, time: '08:00' })).toEqual({});
  });

  it("keeps the API's own rules for the fields it sends", () => {
    expect(errorsOf({ ...complete, subject: 'x'.repeat(301) })).toHaveProperty('subject');
    expect(errorsOf({ ...complete, message: 'x'.repeat(5001) })).toHaveProperty('message');
  });
});
