import { availability, availabilityQuery, managedConsultation, slot as slotAt } from '@agency/contracts/testing/consultations';
import { fail, mockApi, ok, type SentCall } from '@agency/contracts/testing/msw';
import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { queryClient } from '@agency/shared-auth';
import { MemoryRouter, Route, Routes } from '@agency/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import { copy } from '@/copy';
import { BookPage } from './book-page';
import { ContactPage } from '@/features/contact/components/contact-page';
import { servicesAnswer } from '@/testing/catalogue';
import { renderWithTheme } from '@/testing/render';

const f = copy.booking.fields;
const page = copy.pages.book;
/** Monday 23 November 2026, 08:00 in Lagos: the first free start is Tuesday 09:00 (24 hours' notice). */
const MONDAY_8AM_WAT = new Date('2026-11-23T07:00:00Z');
const BOOKED = managedConsultation(slotAt('2026-11-24', '09:30'), { mode: 'phone', manage_token: 'tok-1' });
const api = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/availability': (call: SentCall) => ok(availability({ now: new Date(), ...availabilityQuery(call.search) })),
    'GET /api/catalogue/services': ok(servicesAnswer()),
    ...routes,
  });

const at = (url: string) =>
  renderWithTheme(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/book" element={<BookPage />} />
        <Route path="/contact" element={<ContactPage />} />
      </Routes>
    </MemoryRouter>,
  );
const field = (label: string) => screen.getByLabelText(label);

beforeEach(() => {
  jest.useFakeTimers({ now: MONDAY_8AM_WAT, advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

describe('the /book page (it books without JavaScript too)', () => {
  it('is a plain form posting to /book, with the free times by day, the service asked for and Nigeria first', async () => {
    api();
    at('/book?service=ma');
    expect(screen.getByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
    const slots = (await screen.findByLabelText(page.slot)) as HTMLSelectElement;
    const form = slots.closest('form')!;
    // What the browser posts without JavaScript: the fields site/src/form-posts.ts reads.
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/book');
    expect(form.querySelector('input[type="hidden"][name="notice_version"]')).toHaveValue(PRIVACY_NOTICE_VERSION);
    expect(field(f.service)).toHaveValue('ma');
    expect(field(f.phoneCountry)).toHaveValue('NG');
    expect(within(slots).getByRole('group', { name: 'Tuesday, November 24, 2026' })).toBeInTheDocument();
    expect(within(slots).getByRole('option', { name: 'Tuesday, November 24, 2026, 09:30 WAT' })).toHaveValue('2026-11-24 09:30');
    // No time inside the 24 hours' notice.
    expect(within(slots).queryByRole('group', { name: 'Monday, November 23, 2026' })).toBeNull();
    for (const name of ['name', 'email', 'phone', 'services', 'subject', 'slot']) expect(form.querySelector(`[name="${name}"]`)).toBeRequired();
  });

  it("lists the catalogue's offered services by their names, keeping the one asked for", async () => {
    api({ 'GET /api/catalogue/services': ok(servicesAnswer({ wd: { name: 'Websites and web shops' }, ma: { offered: false }, cw: { offered: false } })) });
    at('/book?service=ma');
    const select = field(f.service);
    expect(await within(select).findByRole('option', { name: 'Websites and web shops' })).toHaveValue('wd');
    expect(select).toHaveValue('ma');
    const values = within(select).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(values).not.toContain('cw');
    expect(values.slice(-2)).toEqual(['ma', 'custom']);
  });

  it('with JavaScript, sends the form to the API itself and shows the booked consultation', async () => {
    const calls = api({ 'POST /api/book_consultation': ok({ success: 'success', id: 3, consultation: BOOKED }), 'GET /api/consultation_link/:token': ok(BOOKED) });
    const { user } = at('/book');
    await user.type(field(f.name), 'Ada Obi');
    await user.type(field(f.email), 'ada@example.com');
    await user.type(field(f.phone), '0803 123 4567');
    await user.selectOptions(field(f.service), 'wd');
    await user.type(field(f.subject), 'A shop');
    await user.selectOptions(await screen.findByLabelText(page.slot), '2026-11-24 09:30');
    await user.click(screen.getByRole('radio', { name: /^Phone call/ }));
    await user.click(screen.getByRole('button', { name: copy.actions.submit }));
    expect(await screen.findByRole('heading', { name: copy.booking.successTitle })).toHaveFocus();
    expect(screen.getByText(BOOKED.label)).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === '/api/book_consultation');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone: '0803 123 4567',
      date: '2026-11-24',
      time: '09:30',
      services: 'wd',
      subject: 'A shop',
      message: '',
      selected: 'NG',
      mode: 'phone',
      marketing_consent: false,
      notice_version: PRIVACY_NOTICE_VERSION,
    });
  });

  it("shows the API's refusal and keeps what was typed", async () => {
    api({ 'POST /api/book_consultation': fail(409, 'That time has just been booked by someone else. Please choose another time.') });
    const { user } = at('/book?service=wd');
    await user.type(field(f.name), 'Ada Obi');
    await user.type(field(f.email), 'ada@example.com');
    await user.type(field(f.phone), '08031234567');
    await user.type(field(f.subject), 'A shop');
    await user.selectOptions(await screen.findByLabelText(page.slot), '2026-11-24 10:00');
    await user.click(screen.getByRole('button', { name: copy.actions.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time has just been booked by someone else. Please choose another time.');
    expect(field(f.name)).toHaveValue('Ada Obi');
    expect(field(f.subject)).toHaveValue('A shop');
  });

  it('rendered again after a post without JavaScript was refused: the reason, and every field as it was sent', async () => {
    api();
    at('/book?name=Ada+Obi&email=ada%40example.com&country=GH&phone=024&services=seo&subject=Ranking&slot=2026-11-24+10%3A00&mode=office&message=Hi&marketing_consent=on&error=Please+enter+a+valid+email+address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(field(f.name)).toHaveValue('Ada Obi');
    expect(field(f.phoneCountry)).toHaveValue('GH');
    expect(field(f.service)).toHaveValue('seo');
    expect(field(f.message)).toHaveValue('Hi');
    expect(screen.getByRole('radio', { name: /^At our office/ })).toBeChecked();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(await screen.findByLabelText(page.slot)).toHaveValue('2026-11-24 10:00');
  });

  it("preselects a service's alias ('pd' is Product Design) and nothing for an unknown one", async () => {
    api();
    const first = at('/book?service=pd');
    expect(field(f.service)).toHaveValue('product');
    first.unmount();
    at('/book?service=plumbing');
    expect(field(f.service)).toHaveValue('');
  });

  it('says so when no time is free, and when the times cannot be loaded', async () => {
    api({ 'GET /api/availability': ok({ ...availability({ now: new Date(), days: 14 }), days: [] }) });
    const first = at('/book');
    expect(await screen.findByText(page.noSlots)).toBeInTheDocument();
    first.unmount();
    queryClient.clear();
    api({ 'GET /api/availability': fail(500, 'Down') });
    at('/book');
    expect(await screen.findByText(page.slotsFailed)).toBeInTheDocument();
  });
});

describe('the /contact page', () => {
  it('sends the message with JavaScript and shows the result; a post refused without it shows the reason', async () => {
    const calls = api({ 'POST /api/contact': ok({ success: 'success' }) });
    const { user, unmount } = at('/contact');
    const form = screen.getByRole('button', { name: copy.actions.submit }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    await user.type(field(copy.contact.fields.name), 'Bola');
    await user.type(field(copy.contact.fields.email), 'bola@example.com');
    await user.type(field(copy.contact.fields.subject), 'Hello');
    await user.type(field(copy.contact.fields.message), 'A question');
    await user.click(screen.getByRole('button', { name: copy.actions.submit }));
    expect(await screen.findByRole('heading', { name: copy.contact.successTitle })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/contact')).toHaveLength(1));
    unmount();
    at('/contact?name=Bola&error=');
    expect(screen.getByRole('alert')).toHaveTextContent(copy.contact.failureBody);
    expect(field(copy.contact.fields.name)).toHaveValue('Bola');
  });
});
