import { availability, availabilityQuery, managedConsultation, REASON_TEXTS, slot as slotAt } from '@agency/contracts/testing/consultations';
import { gate, mockApi, ok, fail, raw, type SentCall } from '@agency/contracts/testing/msw';
import { SLOT_PICKER_COPY as picker } from '@agency/shared-auth/slot-picker';
import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { apiKey, queryClient, type ServiceCodeOrAlias, useAuthStore, useSiteDialogs } from '@agency/shared-auth';
import { consentCopy, guideCopy } from '@agency/shared-ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { copy } from '@/copy';
import Dialogs from '@/exposes/dialogs';
import { servicesAnswer } from '@/testing/catalogue';
import { renderWithTheme } from '@/testing/render';
import { resetStores } from '@/testing/stores';

const f = copy.booking.fields;
const stepHeading = (n: number) => copy.booking.stepOf(n, 5, copy.booking.steps[n - 1]!);

/** Monday 23 November 2026, 08:00 in Lagos: the first bookable slot is Tuesday 09:00 (24 hours' notice). */
const MONDAY_8AM_WAT = new Date('2026-11-23T07:00:00Z');

/** The visitor's time zone as the browser reports it (jest's sandbox cannot change the process's TZ). */
let visitorZone = 'Africa/Lagos';
const visitorIn = (timeZone: string) => {
  visitorZone = timeZone;
};

function openBooking(service?: ServiceCodeOrAlias) {
  const view = renderWithTheme(<Dialogs />);
  act(() => useSiteDialogs.getState().openBooking(service));
  return view;
}

const field = (label: string) => screen.getByLabelText(label);
const stepNow = () => screen.queryByRole('progressbar')?.getAttribute('aria-valuenow');
/** Presses Next and waits for its outcome (the step is checked asynchronously): the next step, or the errors shown. */
async function next(user: UserEvent) {
  const from = stepNow();
  await user.click(screen.getByRole('button', { name: copy.actions.next }));
  await waitFor(() => {
    if (stepNow() === from && !document.querySelector('[aria-invalid="true"]')) throw new Error(`Next on step ${from} has not settled`);
  });
}
const previous = (user: UserEvent) => user.click(screen.getByRole('button', { name: copy.actions.previous }));
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: copy.actions.submit }));
const onStep = (n: number) => expect(screen.getByRole('heading', { name: stepHeading(n) })).toBeInTheDocument();
/** A day of the picker, once the API's availability has arrived ('Tuesday 24 November'; a struck day's name goes on with its reason). */
const day = (name: string) => screen.findByRole('radio', { name: new RegExp(`^${name}(,|$)`) });
const slot = (time: string) => screen.getByRole('radio', { name: new RegExp(`^${time} WAT`) });
const group = (name: string) => screen.getByRole('group', { name });
/** Slots the API says are taken ('2026-11-27 10:00'). */
let taken: string[] = [];
/** The API's availability under its default settings, at the test's clock. */
const availabilityAnswer = (call: SentCall) => ok(availability({ now: new Date(), taken, ...availabilityQuery(call.search) }));
/** Stands in for the API: availability always, plus the test's own routes; returns the live list of calls. */
const api = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ 'GET /api/availability': availabilityAnswer, 'GET /api/catalogue/services': ok(servicesAnswer()), ...routes });
const BOOKED_AT = slotAt('2026-11-27', '10:00');
const BOOKED = ok({ success: 'success', id: 1, consultation: managedConsultation(BOOKED_AT) });
/** Answers the booking; returns the live list of calls the dialog makes (the bookings among them: `bookings(calls)`). */
const answerBooking = (...answers: ReturnType<typeof ok>[]) => api({ 'POST /api/book_consultation': answers.length ? answers : BOOKED });
const bookings = (calls: SentCall[]) => calls.filter((call) => call.path === '/api/book_consultation');

async function fillContact(user: UserEvent) {
  await user.type(field(f.name), 'Ngozi Eze');
  await user.type(field(f.email), 'ngozi@example.ng');
  await user.type(field(f.phone), '2025550123');
}

/** Fills every step with a complete booking (Friday 27 November, 10:00 WAT) and stops on the summary. */
async function fillToSummary(user: UserEvent, { custom = false } = {}) {
  await fillContact(user);
  await next(user);
  if (custom) {
    await user.selectOptions(field(f.service), 'custom');
    await user.type(field(f.customRequest), 'A booking widget for our salon');
  }
  await user.type(field(f.subject), 'A shop for our bakery');
  await next(user);
  await user.click(await day('Friday 27 November'));
  await user.click(slot('10:00'));
  await next(user);
  await user.type(field(f.message), 'We sell bread in Enugu.');
  await next(user);
  onStep(5);
}

// The country list renders ~245 options, which makes role queries slow in jsdom.
jest.setTimeout(30_000);
beforeEach(() => {
  resetStores();
  taken = [];
  api();
  visitorZone = 'Africa/Lagos';
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: visitorZone };
  });
  // Only the clock is fixed; timers stay real so user-event and the API stand-in (MSW) run as usual.
  jest.useFakeTimers({
    now: MONDAY_8AM_WAT,
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'],
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('booking dialog', () => {
  it('opens at step 1 of 5, shows the progress and focuses the first field', () => {
    openBooking('seo');
    expect(screen.getByRole('dialog', { name: copy.booking.title })).toBeInTheDocument();
    onStep(1);
    const progress = screen.getByRole('progressbar', { name: copy.booking.progressLabel });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '5');
    expect(progress).toHaveAttribute('aria-valuetext', stepHeading(1));
    expect(field(f.name)).toHaveFocus();
    expect(field(f.phoneCountry)).toHaveValue('US');
    expect(screen.queryByRole('button', { name: copy.actions.previous })).not.toBeInTheDocument();
  });

  it('the progress follows the steps forward and back', async () => {
    const { user } = openBooking('seo');
    const progress = () => screen.getByRole('progressbar');
    await fillContact(user);
    await next(user);
    expect(progress()).toHaveAttribute('aria-valuenow', '2');
    expect(progress()).toHaveAttribute('aria-valuetext', stepHeading(2));
    await previous(user);
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
  });

  it('preselects the requested service, and reads pd as Product Design', async () => {
    const { user } = openBooking('pd');
    await fillContact(user);
    await next(user);
    onStep(2);
    expect(field(f.service)).toHaveValue('product');
    expect(screen.getByRole('option', { name: 'Product Design', selected: true })).toBeInTheDocument();
  });

  it("lists the catalogue's offered services by their catalogue names, then the special request", async () => {
    api({ 'GET /api/catalogue/services': ok(servicesAnswer({ ma: { name: 'Mobile apps (Android and iOS)' }, em: { offered: false }, va: { offered: false } })) });
    const { user } = openBooking();
    await fillContact(user);
    await next(user);
    const select = field(f.service);
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Mobile apps (Android and iOS)' })).toHaveValue('ma'));
    const values = within(select).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(values).not.toContain('em');
    expect(values).not.toContain('va');
    expect(values[0]).toBe('select');
    expect(values.at(-1)).toBe('custom');
    expect(within(select).getByRole('option', { name: 'Make a Special Request' })).toHaveValue('custom');
  });

  it("says the chosen service's catalogue price under the select, and nothing for one quoted only", async () => {
    api({ 'GET /api/catalogue/services': ok(servicesAnswer({ gd: { fromPrice: 3_000_000 }, smm: { fromPrice: 12_000_000, priceNote: 'a month' } })) });
    const { user } = openBooking();
    await fillContact(user);
    await next(user);
    const select = field(f.service);
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Graphic Designs' })).toBeInTheDocument());
    await user.selectOptions(select, 'gd');
    expect(select).toHaveAccessibleDescription('From ₦30,000');
    await user.selectOptions(select, 'smm');
    expect(select).toHaveAccessibleDescription('From ₦120,000 a month');
    await user.selectOptions(select, 'cc');
    expect(select).not.toHaveAccessibleDescription(/₦/);
  });

  it("keeps the spec's list, and a working form, while the catalogue cannot answer", async () => {
    const calls = api({ 'GET /api/catalogue/services': fail(503, 'The catalogue is being updated.'), 'POST /api/book_consultation': BOOKED });
    const { user } = openBooking('ma');
    await fillContact(user);
    await next(user);
    const select = field(f.service);
    expect(within(select).getAllByRole('option')).toHaveLength(20);
    expect(within(select).getByRole('option', { name: 'Mobile app development', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/catalogue/services')).toBe(true));
  });

  it('offers every service of the spec with its label, and none selected by default', async () => {
    const { user } = openBooking();
    await fillContact(user);
    await next(user);
    const select = field(f.service);
    expect(select).toHaveValue('select');
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual([
      'select', 'seo', 'adc', 'cm', 'smm', 'smn', 'em', 'cw', 'wd', 'ma', 'uid', 'gd', 've', 'va', 'pm', 'product', 'cc', 'dm', 'tutorship', 'custom',
    ]);
    expect(within(select).getByRole('option', { name: 'Make a Special Request' })).toHaveValue('custom');
  });

  it('sends exactly the spec fields: long date, the WAT time, the service code and the default country US', async () => {
    const calls = answerBooking();
    const { user } = openBooking('seo');
    await fillToSummary(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: copy.booking.successTitle })).toHaveFocus();
    expect(screen.getByText(copy.booking.successBody)).toBeInTheDocument();
    expect(bookings(calls)).toHaveLength(1);
    const sent = bookings(calls)[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/api/book_consultation');
    expect(sent.auth).toBeNull();
    expect(sent.body).toEqual({
      name: 'Ngozi Eze',
      email: 'ngozi@example.ng',
      phone: '+12025550123',
      date: 'Friday, November 27, 2026',
      time: '10:00',
      services: 'seo',
      subject: 'A shop for our bakery',
      message: 'We sell bread in Enugu.',
      selected: 'US',
      mode: 'video',
      marketing_consent: false,
      notice_version: PRIVACY_NOTICE_VERSION,
    });
  });

  it('asks for the newsletter on the contact step with an unticked box, and sends it ticked only when ticked', async () => {
    const calls = answerBooking();
    const { user } = openBooking('seo');
    const box = screen.getByRole('checkbox', { name: consentCopy.label });
    expect(box).not.toBeChecked();
    await user.click(box);
    await fillToSummary(user);
    await submit(user);
    await screen.findByRole('heading', { name: copy.booking.successTitle });
    expect(bookings(calls)[0]!.body).toMatchObject({ marketing_consent: true, notice_version: PRIVACY_NOTICE_VERSION });
  });

  it('sends the WAT slot whatever the visitor’s own time zone', async () => {
    visitorIn('America/New_York');
    const calls = answerBooking();
    const { user } = openBooking('seo');
    await fillToSummary(user);
    await submit(user);
    await screen.findByRole('heading', { name: copy.booking.successTitle });
    expect(bookings(calls)[0]!.body).toMatchObject({ date: 'Friday, November 27, 2026', time: '10:00' });
  });

  it('sends the chosen country with the number in its international form', async () => {
    const calls = answerBooking();
    const { user } = openBooking('wd');
    await user.selectOptions(field(f.phoneCountry), 'NG');
    await fillToSummary(user);
    await submit(user);
    await screen.findByRole('heading', { name: copy.booking.successTitle });
    expect(bookings(calls)[0]!.body).toMatchObject({ phone: '+2342025550123', selected: 'NG', services: 'wd' });
  });

  it('shows a spinner while the request is on its way', async () => {
    const answer = gate();
    answerBooking(ok({ success: 'success', id: 3 }, { until: answer.promise }));
    const { user } = openBooking('seo');
    await fillToSummary(user);
    await submit(user);
    expect(screen.getByRole('status', { name: copy.booking.sending })).toBeInTheDocument();
    await act(async () => answer.open());
    expect(await screen.findByRole('heading', { name: copy.booking.successTitle })).toBeInTheDocument();
  });

  describe('each step checks its own fields before Next moves on', () => {
    it('step 1: blank fields stay, each says the guide text, tied to its field, and the first takes focus', async () => {
      const calls = api();
      const { user } = openBooking('seo');
      await next(user);
      onStep(1);
      for (const label of [f.name, f.email, f.phone]) {
        expect(field(label)).toHaveAttribute('aria-invalid', 'true');
        expect(field(label)).toHaveAccessibleDescription(guideCopy.required);
      }
      expect(field(f.name)).toHaveFocus();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
      expect(bookings(calls)).toEqual([]);
    });

    it('step 1: the error goes as soon as the field is filled; focus moves to the next invalid one', async () => {
      const { user } = openBooking('seo');
      await next(user);
      await user.type(field(f.name), 'Ngozi');
      expect(field(f.name)).not.toHaveAttribute('aria-invalid');
      await next(user);
      onStep(1);
      expect(field(f.email)).toHaveFocus();
    });

    it('step 1: the phone input (controlled by the form, not a native field) takes focus when it is the first invalid one', async () => {
      const { user } = openBooking('seo');
      await user.type(field(f.name), 'Ngozi Eze');
      await user.type(field(f.email), 'ngozi@example.ng');
      await next(user);
      onStep(1);
      await waitFor(() => expect(field(f.phone)).toHaveFocus());
      expect(field(f.phone)).toHaveAccessibleDescription(guideCopy.required);
      expect(field(f.name)).not.toHaveAttribute('aria-invalid');
      await user.type(field(f.phone), '2025550123');
      expect(field(f.phone)).not.toHaveAttribute('aria-invalid');
      await next(user);
      onStep(2);
    });

    it('step 1: a malformed email is refused with the API’s own text', async () => {
      const { user } = openBooking('seo');
      await fillContact(user);
      await user.clear(field(f.email));
      await user.type(field(f.email), 'ngozi@example');
      await next(user);
      onStep(1);
      expect(field(f.email)).toHaveAccessibleDescription(copy.booking.invalid.email);
      expect(field(f.email)).toHaveFocus();
    });

    it("step 2: service 'select' and a blank subject are refused", async () => {
      const { user } = openBooking();
      await fillContact(user);
      await next(user);
      await next(user);
      onStep(2);
      expect(field(f.service)).toHaveAccessibleDescription(guideCopy.required);
      expect(field(f.subject)).toHaveAccessibleDescription(guideCopy.required);
      expect(field(f.service)).toHaveFocus();
      await user.selectOptions(field(f.service), 'gd');
      await user.type(field(f.subject), 'A logo');
      await next(user);
      onStep(3);
    });

    it('step 3: no day and no time are refused; focus goes to the first open day', async () => {
      const { user } = openBooking('seo');
      await fillContact(user);
      await next(user);
      await user.type(field(f.subject), 'A shop');
      await next(user);
      await day('Tuesday 24 November');
      await next(user);
      onStep(3);
      // The step is checked asynchronously (the schema), beside the availability's answer.
      await waitFor(() => expect(group(f.date)).toHaveAccessibleDescription(guideCopy.required));
      expect(group(f.time)).toHaveAccessibleDescription(guideCopy.required);
      // Monday (today) is not bookable with 24 hours' notice; Tuesday is the first open day.
      expect(await day('Tuesday 24 November')).toHaveFocus();
      await user.click(await day('Tuesday 24 November'));
      expect(group(f.date)).not.toHaveAccessibleDescription();
      await next(user);
      onStep(3);
      expect(slot('09:00')).toHaveFocus();
      await user.click(slot('09:00'));
      await next(user);
      onStep(4);
    });

    it('step 3 refused before the free times have arrived: the first open day takes focus once they do', async () => {
      // A quick visitor (or a slow network; on a Friday evening the picker also waits for the next week's answer)
      // presses Next while the days are still loading: the refusal has no day to focus yet, and Next keeps focus.
      const held = gate();
      api({ 'GET /api/availability': (call) => ok(availability({ now: new Date(), taken, ...availabilityQuery(call.search) }), { until: held.promise }) });
      const { user } = openBooking('seo');
      await fillContact(user);
      await next(user);
      await user.type(field(f.subject), 'A shop');
      await next(user);
      onStep(3);
      await user.click(screen.getByRole('button', { name: copy.actions.next }));
      await waitFor(() => expect(group(f.date)).toHaveAccessibleDescription(guideCopy.required));
      expect(screen.getByRole('button', { name: copy.actions.next })).toHaveFocus();
      held.open();
      const tuesday = await day('Tuesday 24 November');
      await waitFor(() => expect(tuesday).toHaveFocus());
    });

    it('step 4: the message is optional', async () => {
      const calls = answerBooking();
      const { user } = openBooking('seo');
      await fillToSummary(user);
      await user.click(screen.getByRole('button', { name: copy.booking.editSection(copy.booking.steps[3]) }));
      await user.clear(field(f.message));
      await next(user);
      await submit(user);
      await screen.findByRole('heading', { name: copy.booking.successTitle });
      expect(bookings(calls)[0]!.body).toMatchObject({ message: '' });
    });

    it('Previous clears the highlighted errors', async () => {
      const { user } = openBooking();
      await fillContact(user);
      await next(user);
      await next(user);
      expect(field(f.subject)).toHaveAttribute('aria-invalid', 'true');
      await previous(user);
      onStep(1);
      await next(user);
      expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    });
  });

  describe('date and time', () => {
    async function toSchedule(user: UserEvent) {
      await fillContact(user);
      await next(user);
      await user.type(field(f.subject), 'A shop');
      await next(user);
      onStep(3);
      await within(group(f.date)).findAllByRole('radio');
    }

    it('offers weekdays only, no past day, and the working-hours slots in WAT (never 3 AM)', async () => {
      const { user } = openBooking('seo');
      await toSchedule(user);
      await day('Tuesday 24 November');
      const days = within(group(f.date)).getAllByRole('radio');
      expect(days.map((d) => d.getAttribute('value'))).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
      expect(await day('Monday 23 November')).toBeDisabled();
      expect(within(group(f.time)).queryAllByRole('radio')).toHaveLength(0);
      expect(group(f.time)).toHaveTextContent(picker.chooseDayFirst);
      await user.click(await day('Wednesday 25 November'));
      const slots = within(group(f.time)).getAllByRole('radio');
      expect(slots.map((s) => s.getAttribute('value'))).toEqual([
        '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30',
      ]);
      expect(group(f.time)).toHaveTextContent('Times are in West Africa Time (WAT, UTC+1).');
      // In Lagos the visitor's clock is the agency's: no second time.
      expect(group(f.time)).not.toHaveTextContent(picker.yourTime);
    });

    it('reads the free slots from the API: a taken slot is not offered, a struck day says why', async () => {
      taken = ['2026-11-25 10:00', '2026-11-25 10:30'];
      const calls = api();
      const { user } = openBooking('seo');
      await toSchedule(user);
      const monday = await day('Monday 23 November');
      expect(monday).toBeDisabled();
      expect(monday).toHaveAccessibleName(`Monday 23 November, ${picker.unavailable(REASON_TEXTS.notice)}`);
      expect(group(f.date)).toHaveTextContent(picker.struck('Mon 23', REASON_TEXTS.notice));
      await user.click(await day('Wednesday 25 November'));
      const offered = within(group(f.time)).getAllByRole('radio').map((r) => r.getAttribute('value'));
      expect(offered).toContain('09:30');
      expect(offered).not.toContain('10:00');
      expect(offered).not.toContain('10:30');
      expect(calls.find((call) => call.path === '/api/availability')?.search).toBe('?from=2026-11-23&days=7');
    });

    it("notes the visitor's own time zone and local time when it differs from WAT", async () => {
      visitorIn('Europe/London');
      const { user } = openBooking('seo');
      await toSchedule(user);
      await user.click(await day('Friday 27 November'));
      expect(group(f.time)).toHaveTextContent('Your time zone is Europe/London (GMT); your local time is shown under each time.');
      expect(slot('10:00')).toHaveAccessibleName('10:00 WAT 09:00 your time');
    });

    it('pages week by week within eight weeks, and keeps the chosen slot when the day still offers it', async () => {
      const { user } = openBooking('seo');
      await toSchedule(user);
      expect(screen.getByRole('button', { name: picker.earlierWeek })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: picker.laterWeek }));
      expect(group(f.date)).toHaveTextContent(/30 Nov\s?–\s?4 Dec 2026/);
      expect(await day('Monday 30 November')).toBeEnabled();
      await user.click(await day('Monday 30 November'));
      await user.click(slot('14:30'));
      await user.click(await day('Tuesday 1 December'));
      expect(slot('14:30')).toBeChecked();
      for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: picker.laterWeek }));
      expect(screen.getByRole('button', { name: picker.laterWeek })).toBeDisabled();
    });

    it('opens on next week when this week has no open day left', async () => {
      jest.setSystemTime(new Date('2026-11-27T17:00:00Z')); // Friday 18:00 WAT
      const { user } = openBooking('seo');
      await toSchedule(user);
      await waitFor(() => expect(group(f.date)).toHaveTextContent(/30 Nov\s?–\s?4 Dec 2026/));
      // Next checks the step asynchronously (the schema), so the new step's focus lands a moment later.
      const monday = await day('Monday 30 November');
      await waitFor(() => expect(monday).toHaveFocus());
    });
  });

  describe('the summary', () => {
    it('shows the booking read-only, in sections, with the date in full and the time in WAT', async () => {
      visitorIn('Europe/London');
      const { user } = openBooking('seo');
      await fillToSummary(user);
      expect(screen.getByRole('heading', { name: stepHeading(5) })).toHaveFocus();
      const form = screen.getByRole('dialog');
      expect(within(form).queryAllByRole('textbox')).toHaveLength(0);
      expect(within(form).queryAllByRole('combobox')).toHaveLength(0);
      const schedule = screen.getByRole('region', { name: copy.booking.steps[2] });
      expect(schedule).toHaveTextContent('Friday, November 27, 2026');
      expect(schedule).toHaveTextContent('10:00 WAT');
      expect(schedule).toHaveTextContent('09:00 your time (GMT)');
      expect(screen.getByRole('region', { name: copy.booking.steps[0] })).toHaveTextContent('+1 202 555 0123');
      expect(screen.getByRole('region', { name: copy.booking.steps[1] })).toHaveTextContent('SEO, SEM');
      expect(screen.getByRole('region', { name: copy.booking.steps[3] })).toHaveTextContent('We sell bread in Enugu.');
    });

    it.each([1, 2, 3, 4])('Edit on section %i goes back to that step with its values kept', async (step) => {
      const { user } = openBooking('seo');
      await fillToSummary(user);
      await user.click(screen.getByRole('button', { name: copy.booking.editSection(copy.booking.steps[step - 1]!) }));
      onStep(step);
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step));
      if (step === 1) expect(field(f.name)).toHaveValue('Ngozi Eze');
      if (step === 2) expect(field(f.subject)).toHaveValue('A shop for our bakery');
      if (step === 3) expect(slot('10:00')).toBeChecked();
      if (step === 4) expect(field(f.message)).toHaveValue('We sell bread in Enugu.');
    });

    it('an edit shows on the summary', async () => {
      const { user } = openBooking('seo');
      await fillToSummary(user);
      await user.click(screen.getByRole('button', { name: copy.booking.editSection(copy.booking.steps[1]) }));
      await user.selectOptions(field(f.service), 'gd');
      for (let i = 2; i < 5; i++) await next(user);
      expect(screen.getByRole('region', { name: copy.booking.steps[1] })).toHaveTextContent('Graphic Designs');
    });

    it('a slot refused by the API (409) returns to the date and time with its words and the nearest free slots, losing nothing typed', async () => {
      const nearest = [slotAt('2026-11-27', '10:30'), slotAt('2026-11-27', '11:00')];
      const refused = raw(409, JSON.stringify({ detail: 'That time was just booked by someone else. Choose another time.', nearest }), { 'content-type': 'application/json' });
      const calls = answerBooking(refused, ok({ success: 'success', id: 2, consultation: managedConsultation(nearest[0]!) }));
      const { user } = openBooking('seo');
      await fillToSummary(user);
      taken = ['2026-11-27 10:00'];
      await submit(user);
      onStep(3);
      expect(await screen.findByRole('alert')).toHaveTextContent('That time was just booked by someone else. Choose another time.');
      const offer = screen.getByRole('group', { name: picker.nearestHeading });
      const choices = within(offer).getAllByRole('radio');
      expect(choices.map((r) => r.getAttribute('value'))).toEqual(['2026-11-27 10:30', '2026-11-27 11:00']);
      // The refused time is not offered again once the picker has the fresh availability.
      await waitFor(() => expect(within(group(f.time)).queryByRole('radio', { name: /^10:00 WAT/, checked: false })).toBeNull());
      await user.click(choices[0]!);
      await next(user);
      onStep(4);
      expect(field(f.message)).toHaveValue('We sell bread in Enugu.');
      await next(user);
      expect(screen.getByRole('region', { name: copy.booking.steps[0] })).toHaveTextContent('Ngozi Eze');
      expect(screen.getByRole('region', { name: copy.booking.steps[1] })).toHaveTextContent('A shop for our bakery');
      await submit(user);
      await screen.findByRole('heading', { name: copy.booking.successTitle });
      expect(bookings(calls)).toHaveLength(2);
      expect(bookings(calls)[1]!.body).toEqual({ ...(bookings(calls)[0]!.body as object), time: '10:30' });
    });
  });

  it('shows the special request box only for Make a Special Request, and sends it in the message', async () => {
    const calls = answerBooking();
    const { user } = openBooking('seo');
    await fillContact(user);
    await next(user);
    expect(screen.queryByLabelText(f.customRequest)).not.toBeInTheDocument();
    await user.selectOptions(field(f.service), 'custom');
    expect(field(f.customRequest)).toBeInTheDocument();
    await user.selectOptions(field(f.service), 'gd');
    expect(screen.queryByLabelText(f.customRequest)).not.toBeInTheDocument();
    await previous(user);
    for (const label of [f.name, f.email]) await user.clear(field(label));
    await user.clear(field(f.phone));
    await fillToSummary(user, { custom: true });
    expect(screen.getByRole('region', { name: copy.booking.steps[1] })).toHaveTextContent('A booking widget for our salon');
    await submit(user);
    await screen.findByRole('heading', { name: copy.booking.successTitle });
    expect(bookings(calls)[0]!.body).toMatchObject({
      services: 'custom',
      message: `${copy.booking.customRequestPrefix} A booking widget for our salon\n\nWe sell bread in Enugu.`,
    });
  });

  it('clears the fields after submit and returns the service to the preselected one', async () => {
    answerBooking();
    const { user } = openBooking('seo');
    await user.selectOptions(field(f.phoneCountry), 'NG');
    await fillToSummary(user);
    await user.click(screen.getByRole('button', { name: copy.booking.editSection(copy.booking.steps[1]) }));
    await user.selectOptions(field(f.service), 'wd');
    for (let i = 2; i < 5; i++) await next(user);
    await submit(user);
    await screen.findByRole('heading', { name: copy.booking.successTitle });
    await user.click(screen.getByRole('button', { name: copy.actions.another }));
    onStep(1);
    expect(field(f.name)).toHaveValue('');
    expect(field(f.email)).toHaveValue('');
    expect(field(f.phone)).toHaveValue('');
    expect(field(f.phoneCountry)).toHaveValue('US');
    await fillContact(user);
    await next(user);
    expect(field(f.service)).toHaveValue('seo');
    expect(field(f.subject)).toHaveValue('');
    await user.type(field(f.subject), 'Again');
    await next(user);
    expect(within(group(f.date)).getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('on failure shows the spec text, or the server detail when it sends one', async () => {
    const calls = answerBooking(raw(500, '{}', { 'content-type': 'application/json' }), fail(422, 'Please choose a date in the future.'));
    const { user } = openBooking('seo');
    await fillToSummary(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: copy.booking.failureTitle })).toHaveFocus();
    expect(screen.getByText(copy.booking.failureBody)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.actions.tryAgain }));
    expect(await screen.findByText('Please choose a date in the future.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: copy.booking.failureTitle })).toBeInTheDocument();
    expect(bookings(calls)).toHaveLength(2);
    expect(bookings(calls)[1]!.body).toEqual(bookings(calls)[0]!.body);
    expect(bookings(calls)[1]!.body).toMatchObject({ name: 'Ngozi Eze', services: 'seo' });
  });

  it('puts the main action last in the button row (the guide’s order)', async () => {
    const { user } = openBooking('seo');
    await fillContact(user);
    await next(user);
    const buttons = within(screen.getByRole('button', { name: copy.actions.next }).parentElement!).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([copy.actions.previous, copy.actions.next]);
  });

  it('signed in: prefills name and email, and sends the bearer token with the booking', async () => {
    useAuthStore.getState().signIn({ token: 'tok-123', first_name: 'Chidi', last_name: '+2348000000000', email: 'chidi@example.ng', id: 7 });
    const calls = answerBooking();
    // The client's requests list, cached by the portal on this page, must show the new booking.
    queryClient.setQueryData(apiKey('requests'), []);
    const { user } = openBooking('seo');
    expect(field(f.name)).toHaveValue('Chidi');
    expect(field(f.email)).toHaveValue('chidi@example.ng');
    await user.clear(field(f.name));
    await user.clear(field(f.email));
    await fillToSummary(user);
    await submit(user);
    await screen.findByRole('heading', { name: copy.booking.successTitle });
    expect(bookings(calls)[0]!.auth).toBe('Bearer tok-123');
    expect(queryClient.getQueryState(apiKey('requests'))?.isInvalidated).toBe(true);
  });

  it('has a static backdrop: Escape does not close it, the Close button does, and reopening starts at step 1', async () => {
    const { user } = openBooking('seo');
    await fillContact(user);
    await next(user);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('data-placement', 'top');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(dialog, { clientX: 0, clientY: 0 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(screen.getByRole('dialog', { name: copy.booking.discard.confirmTitle })).getByRole('button', { name: copy.booking.discard.confirmAction }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSiteDialogs.getState().current).toBeNull();
    act(() => useSiteDialogs.getState().openBooking('gd'));
    onStep(1);
    expect(field(f.name)).toHaveValue('');
  });

  describe('the result step', () => {
    const r = copy.booking.result;

    it('recaps the consultation in WAT and in the visitor’s own time, with the meeting, calendar links and what happens next', async () => {
      visitorIn('Europe/London');
      answerBooking();
      const { user } = openBooking('seo');
      await fillToSummary(user);
      await submit(user);
      await screen.findByRole('heading', { name: copy.booking.successTitle });
      expect(screen.getByText(copy.booking.successBody)).toBeInTheDocument();
      const recap = screen.getByRole('region', { name: r.recapHeading });
      expect(recap).toHaveTextContent('Friday, November 27, 2026 at 10:00 WAT');
      expect(recap).toHaveTextContent(`${r.yourTime('GMT')}Friday 27 November, 09:00`);
      expect(recap).toHaveTextContent('Video call');
      expect(within(recap).getByRole('link', { name: 'https://meet.example.com/tms-consult' })).toHaveAttribute('href', 'https://meet.example.com/tms-consult');

      const calendar = screen.getByRole('region', { name: r.calendarHeading });
      const google = new URL(within(calendar).getByRole('link', { name: new RegExp(r.google) }).getAttribute('href')!);
      expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
      expect(google.searchParams.get('action')).toBe('TEMPLATE');
      expect(google.searchParams.get('dates')).toBe('20261127T090000Z/20261127T093000Z');
      expect(google.searchParams.get('text')).toBe('Consultation with Think-Make-Solve Digital: SEO, SEM');
      expect(google.searchParams.get('location')).toBe('https://meet.example.com/tms-consult');
      expect(google.searchParams.get('details')).toContain('/consultation/mtok_0123456789abcdefghijklmnop');
      const outlook = new URL(within(calendar).getByRole('link', { name: new RegExp(r.outlook) }).getAttribute('href')!);
      expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
      expect(outlook.searchParams.get('rru')).toBe('addevent');
      expect(outlook.searchParams.get('startdt')).toBe('2026-11-27T09:00:00Z');
      expect(outlook.searchParams.get('enddt')).toBe('2026-11-27T09:30:00Z');
      expect(outlook.searchParams.get('subject')).toBe('Consultation with Think-Make-Solve Digital: SEO, SEM');
      expect(outlook.searchParams.get('location')).toBe('https://meet.example.com/tms-consult');
      const ics = within(calendar).getByRole('link', { name: r.ics });
      expect(new URL(ics.getAttribute('href')!).pathname).toBe('/api/consultation_link/mtok_0123456789abcdefghijklmnop/ics');
      expect(ics).toHaveAttribute('download');

      const next = screen.getByRole('region', { name: r.nextHeading });
      expect(next).toHaveTextContent(r.next('ngozi@example.ng'));
      expect(within(next).getByRole('link', { name: r.manage })).toHaveAttribute('href', '/consultation/mtok_0123456789abcdefghijklmnop');
    });

    it('in Lagos shows the WAT time alone; a phone meeting says how it happens', async () => {
      answerBooking(ok({ success: 'success', id: 1, consultation: managedConsultation(BOOKED_AT, { mode: 'phone' }) }));
      const { user } = openBooking('seo');
      await fillToSummary(user);
      await submit(user);
      const recap = await screen.findByRole('region', { name: r.recapHeading });
      expect(recap).not.toHaveTextContent(r.yourTime(''));
      expect(recap).toHaveTextContent('Phone call');
      expect(recap).toHaveTextContent(copy.booking.mode.hints.phone);
    });

    it('sends the meeting mode chosen on the date-and-time step', async () => {
      const calls = answerBooking();
      const { user } = openBooking('seo');
      await fillContact(user);
      await next(user);
      await user.type(field(f.subject), 'A shop');
      await next(user);
      await user.click(await day('Friday 27 November'));
      await user.click(slot('10:00'));
      await user.click(screen.getByRole('radio', { name: /^At our office/ }));
      await next(user);
      await next(user);
      expect(screen.getByRole('region', { name: copy.booking.steps[2] })).toHaveTextContent('At our office in Lagos');
      await submit(user);
      await screen.findByRole('heading', { name: copy.booking.successTitle });
      expect(bookings(calls)[0]!.body).toMatchObject({ mode: 'office' });
    });
  });

  describe('titled for what was clicked', () => {
    it.each([
      ['a consultation ("Book Consultation")', { purpose: 'consultation' } as const, copy.booking.consultationTitle],
      ['a service request ("Request Service", a service\'s button)', { purpose: 'request' } as const, copy.booking.title],
      ['a remote built before the purpose was sent', undefined, copy.booking.title],
    ])('%s', (_what, options, title) => {
      renderWithTheme(<Dialogs />);
      act(() => useSiteDialogs.getState().openBooking(null, options));
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    });
  });

  it("carries a package's Get started into the booking: said under the title and sent as the subject", async () => {
    const calls = answerBooking();
    const { user } = renderWithTheme(<Dialogs />);
    act(() => useSiteDialogs.getState().openBooking(null, { purpose: 'consultation', packageName: 'Standard' }));
    const dialog = screen.getByRole('dialog', { name: copy.booking.consultationTitle });
    expect(dialog).toHaveAccessibleDescription(copy.booking.packageNote('Standard'));
    await fillContact(user);
    await next(user);
    expect(field(f.subject)).toHaveValue('Standard package');
    await user.selectOptions(field(f.service), 'wd');
    await next(user);
    await user.click(await day('Friday 27 November'));
    await user.click(slot('10:00'));
    await next(user);
    await next(user);
    await submit(user);
    await screen.findByRole('heading', { name: copy.booking.successTitle });
    expect(bookings(calls)[0]!.body).toMatchObject({ subject: 'Standard package', services: 'wd' });
  });

  describe('closing with typed data asks first', () => {
    const closeButton = () => within(screen.getByRole('dialog', { name: copy.booking.title })).getAllByRole('button', { name: 'Close' })[0]!;

    it('closes at once when nothing was typed (a prefilled package subject counts as nothing)', async () => {
      const { user } = renderWithTheme(<Dialogs />);
      act(() => useSiteDialogs.getState().openBooking(null, { packageName: 'Basic' }));
      await user.click(closeButton());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(useSiteDialogs.getState().current).toBeNull();
    });

    it('asks with the site’s confirmation; Cancel keeps everything typed, Discard closes', async () => {
      const { user } = openBooking('seo');
      await user.type(field(f.name), 'Ngozi Eze');
      await user.click(closeButton());
      const ask = screen.getByRole('dialog', { name: copy.booking.discard.confirmTitle });
      expect(ask).toHaveTextContent(copy.booking.discard.confirmBody);
      await user.click(within(ask).getByRole('button', { name: guideCopy.cancel }));
      expect(screen.queryByRole('dialog', { name: copy.booking.discard.confirmTitle })).not.toBeInTheDocument();
      expect(field(f.name)).toHaveValue('Ngozi Eze');
      expect(useSiteDialogs.getState().current).not.toBeNull();
      await user.click(closeButton());
      await user.click(within(screen.getByRole('dialog', { name: copy.booking.discard.confirmTitle })).getByRole('button', { name: copy.booking.discard.confirmAction }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(useSiteDialogs.getState().current).toBeNull();
    });
  });
});
