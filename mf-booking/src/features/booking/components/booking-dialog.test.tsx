import { type ServiceCodeOrAlias, useAuthStore, useSiteDialogs } from '@agency/shared-auth';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { copy } from '@/copy';
import Dialogs from '@/exposes/dialogs';
import { stubFetch } from '@/testing/fetch';
import { renderWithTheme } from '@/testing/render';
import { resetStores } from '@/testing/stores';

const f = copy.booking.fields;
const stepHeading = (n: number) => copy.booking.stepOf(n, 5, copy.booking.steps[n - 1]!);

function openBooking(service?: ServiceCodeOrAlias) {
  const view = renderWithTheme(<Dialogs />);
  act(() => useSiteDialogs.getState().openBooking(service));
  return view;
}

const field = (label: string) => screen.getByLabelText(label);
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: copy.actions.next }));
const previous = (user: UserEvent) => user.click(screen.getByRole('button', { name: copy.actions.previous }));
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: copy.actions.submit }));

/** Fills every step with a complete booking and stops on the summary. */
async function fillToSummary(user: UserEvent, { custom = false } = {}) {
  await user.type(field(f.name), 'Ngozi Eze');
  await user.type(field(f.email), 'ngozi@example.ng');
  await user.type(field(f.phone), '2025550123');
  await next(user);
  if (custom) {
    await user.selectOptions(field(f.service), 'custom');
    await user.type(field(f.customRequest), 'A booking widget for our salon');
  }
  await user.type(field(f.subject), 'A shop for our bakery');
  await next(user);
  fireEvent.change(field(f.date), { target: { value: '2026-11-27' } });
  fireEvent.change(field(f.time), { target: { value: '10:00' } });
  await next(user);
  await user.type(field(f.message), 'We sell bread in Enugu.');
  await next(user);
  expect(screen.getByRole('heading', { name: stepHeading(5) })).toBeInTheDocument();
}

// The country list renders ~245 options, which makes role queries slow in jsdom.
jest.setTimeout(20_000);
beforeEach(resetStores);

describe('booking dialog', () => {
  it('opens at step 1, announces the step and focuses the first field', () => {
    openBooking('seo');
    expect(screen.getByRole('dialog', { name: copy.booking.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: stepHeading(1) })).toBeInTheDocument();
    expect(field(f.name)).toHaveFocus();
    expect(field(f.phoneCountry)).toHaveValue('US');
    expect(screen.queryByRole('button', { name: copy.actions.previous })).not.toBeInTheDocument();
  });

  it('preselects the requested service, and reads pd as Product Design', async () => {
    const { user } = openBooking('pd');
    await next(user);
    expect(screen.getByRole('heading', { name: stepHeading(2) })).toBeInTheDocument();
    expect(field(f.service)).toHaveValue('product');
    expect(screen.getByRole('option', { name: 'Product Design', selected: true })).toBeInTheDocument();
  });

  it('offers every service of the spec with its label, and none selected by default', async () => {
    const { user } = openBooking();
    await next(user);
    const select = field(f.service);
    expect(select).toHaveValue('select');
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual([
      'select', 'seo', 'adc', 'cm', 'smm', 'smn', 'em', 'cw', 'wd', 'ma', 'uid', 'gd', 've', 'va', 'pm', 'product', 'cc', 'dm', 'tutorship', 'custom',
    ]);
    expect(within(select).getByRole('option', { name: 'Make a Special Request' })).toHaveValue('custom');
  });

  it('sends exactly the spec fields: long date, the service code and the default country US', async () => {
    const fetch = stubFetch();
    const { user } = openBooking('seo');
    await fillToSummary(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: copy.booking.successTitle })).toHaveFocus();
    expect(screen.getByText(copy.booking.successBody)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const sent = fetch.sent[0]!;
    expect(sent.method).toBe('POST');
    expect(new URL(sent.url).pathname).toBe('/api/book_consultation');
    expect(sent.headers.get('authorization')).toBeNull();
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
    });
  });

  it('sends the chosen country with the number in its international form', async () => {
    const fetch = stubFetch();
    const { user } = openBooking('wd');
    await user.selectOptions(field(f.phoneCountry), 'NG');
    await fillToSummary(user);
    await submit(user);
    await screen.findByRole('heading', { name: copy.booking.successTitle });
    expect(fetch.sent[0]!.body).toMatchObject({ phone: '+2342025550123', selected: 'NG', services: 'wd' });
  });

  it('shows a spinner while the request is on its way', async () => {
    let answer: (r: Response) => void = () => {};
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = openBooking('seo');
    await fillToSummary(user);
    await submit(user);
    expect(screen.getByRole('status', { name: copy.booking.sending })).toBeInTheDocument();
    await act(async () => answer(new Response('{"success":"success","id":3}', { status: 200 })));
    expect(await screen.findByRole('heading', { name: copy.booking.successTitle })).toBeInTheDocument();
  });

  describe('required fields stop the user on the summary', () => {
    const cases: Array<[string, string, (user: UserEvent) => Promise<void>]> = [
      ['name', f.name, (user) => user.clear(field(f.name))],
      ['email', f.email, (user) => user.clear(field(f.email))],
      ['phone', f.phone, (user) => user.clear(field(f.phone))],
      ['date', f.date, async () => void fireEvent.change(field(f.date), { target: { value: '' } })],
      ['time', f.time, async () => void fireEvent.change(field(f.time), { target: { value: '' } })],
      ['services', f.service, (user) => user.selectOptions(field(f.service), 'select')],
      ['subject', f.subject, (user) => user.clear(field(f.subject))],
    ];

    it.each(cases)('missing %s: highlighted, explained, nothing sent', async (key, label, blank) => {
      const fetch = stubFetch();
      const { user } = openBooking('seo');
      await fillToSummary(user);
      await blank(user);
      await submit(user);
      expect(fetch).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { name: stepHeading(5) })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(copy.booking.missing.summary);
      const input = field(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(copy.booking.missing[key as keyof typeof copy.booking.missing]);
      expect(input).toHaveFocus();
      expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    });

    it('the message is optional', async () => {
      const fetch = stubFetch();
      const { user } = openBooking('seo');
      await fillToSummary(user);
      await user.clear(field(f.message));
      await submit(user);
      await screen.findByRole('heading', { name: copy.booking.successTitle });
      expect(fetch.sent[0]!.body).toMatchObject({ message: '' });
    });

    it('Next never blocks; an empty booking highlights all seven required fields on the summary', async () => {
      const fetch = stubFetch();
      const { user } = openBooking();
      for (let step = 1; step < 5; step++) await next(user);
      await submit(user);
      expect(fetch).not.toHaveBeenCalled();
      for (const label of [f.name, f.email, f.phone, f.service, f.subject, f.date, f.time]) {
        expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      }
      expect(field(f.message)).not.toHaveAttribute('aria-invalid');
    });

    it('Previous clears the highlighted errors', async () => {
      const { user } = openBooking();
      for (let step = 1; step < 5; step++) await next(user);
      await submit(user);
      expect(field(f.name)).toHaveAttribute('aria-invalid', 'true');
      await previous(user);
      expect(screen.getByRole('heading', { name: stepHeading(4) })).toBeInTheDocument();
      await next(user);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    });
  });

  it('Previous goes back one step at a time and keeps what was typed', async () => {
    const { user } = openBooking();
    await user.type(field(f.name), 'Ada');
    await next(user);
    await next(user);
    expect(screen.getByRole('heading', { name: stepHeading(3) })).toBeInTheDocument();
    expect(field(f.date)).toHaveFocus();
    await previous(user);
    await previous(user);
    expect(screen.getByRole('heading', { name: stepHeading(1) })).toBeInTheDocument();
    expect(field(f.name)).toHaveValue('Ada');
  });

  it('shows the special request box only for Make a Special Request, and sends it in the message', async () => {
    const fetch = stubFetch();
    const { user } = openBooking('seo');
    await next(user);
    expect(screen.queryByLabelText(f.customRequest)).not.toBeInTheDocument();
    await user.selectOptions(field(f.service), 'custom');
    expect(field(f.customRequest)).toBeInTheDocument();
    await user.selectOptions(field(f.service), 'gd');
    expect(screen.queryByLabelText(f.customRequest)).not.toBeInTheDocument();
    await previous(user);
    await fillToSummary(user, { custom: true });
    expect(field(f.customRequest)).toHaveValue('A booking widget for our salon');
    await submit(user);
    await screen.findByRole('heading', { name: copy.booking.successTitle });
    expect(fetch.sent[0]!.body).toMatchObject({
      services: 'custom',
      message: `${copy.booking.customRequestPrefix} A booking widget for our salon\n\nWe sell bread in Enugu.`,
    });
  });

  it('clears the fields after submit and returns the service to the preselected one', async () => {
    stubFetch();
    const { user } = openBooking('seo');
    await user.selectOptions(field(f.phoneCountry), 'NG');
    await fillToSummary(user);
    await user.selectOptions(field(f.service), 'wd');
    await submit(user);
    await screen.findByRole('heading', { name: copy.booking.successTitle });
    await user.click(screen.getByRole('button', { name: copy.actions.another }));
    expect(screen.getByRole('heading', { name: stepHeading(1) })).toBeInTheDocument();
    expect(field(f.name)).toHaveValue('');
    expect(field(f.email)).toHaveValue('');
    expect(field(f.phone)).toHaveValue('');
    expect(field(f.phoneCountry)).toHaveValue('US');
    for (let step = 1; step < 5; step++) await next(user);
    expect(field(f.service)).toHaveValue('seo');
    expect(field(f.subject)).toHaveValue('');
    expect(field(f.date)).toHaveValue('');
    expect(field(f.time)).toHaveValue('');
    expect(field(f.message)).toHaveValue('');
  });

  it('on failure shows the spec text, or the server detail when it sends one', async () => {
    stubFetch(500, {});
    const { user } = openBooking('seo');
    await fillToSummary(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: copy.booking.failureTitle })).toHaveFocus();
    expect(screen.getByText(copy.booking.failureBody)).toBeInTheDocument();

    const retry = stubFetch(422, { detail: 'Please choose a date in the future.' });
    await user.click(screen.getByRole('button', { name: copy.actions.tryAgain }));
    expect(await screen.findByText('Please choose a date in the future.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: copy.booking.failureTitle })).toBeInTheDocument();
    expect(retry.sent[0]!.body).toMatchObject({ name: 'Ngozi Eze', services: 'seo' });
  });

  it('signed in: prefills name and email, and sends the bearer token with the booking', async () => {
    useAuthStore.getState().signIn({ token: 'tok-123', first_name: 'Chidi', last_name: '+2348000000000', email: 'chidi@example.ng', id: 7 });
    const fetch = stubFetch();
    const { user } = openBooking('seo');
    expect(field(f.name)).toHaveValue('Chidi');
    expect(field(f.email)).toHaveValue('chidi@example.ng');
    await user.clear(field(f.name));
    await user.clear(field(f.email));
    await fillToSummary(user);
    await submit(user);
    await screen.findByRole('heading', { name: copy.booking.successTitle });
    expect(fetch.sent[0]!.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('has a static backdrop: Escape does not close it, the Close button does, and reopening starts at step 1', async () => {
    const { user } = openBooking('seo');
    await user.type(field(f.name), 'Ada');
    await next(user);
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(dialog, { clientX: 0, clientY: 0 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSiteDialogs.getState().current).toBeNull();
    act(() => useSiteDialogs.getState().openBooking('gd'));
    expect(screen.getByRole('heading', { name: stepHeading(1) })).toBeInTheDocument();
    expect(field(f.name)).toHaveValue('');
  });
});
