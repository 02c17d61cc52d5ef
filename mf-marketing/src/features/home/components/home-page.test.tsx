import { fail, gate, mockApi, ok, raw } from '@agency/contracts/testing/msw';
import { paths } from '@agency/shared-auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, homeCopy, packagesCopy } from '../../../copy';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { HomePage } from './home-page';

const FEEDBACK = [
  { id: 1, text: 'Our orders doubled after the new website went live.', name: 'Adaeze Okafor' },
  { id: 2, text: 'They answered within hours and delivered before the deadline.', name: 'Tunde Bakare' },
];

let calls: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetDialogs();
  calls = mockApi({ 'GET /api/home': ok({ messages: FEEDBACK }) });
});

describe('the landing page', () => {
  it('has one h1, the hero, and sets its own title and description', async () => {
    renderPage(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: homeCopy.hero })).toBeInTheDocument();
    expect(document.title).toBe(homeCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', homeCopy.metaDescription);
    await screen.findByText(FEEDBACK[0]!.text);
  });

  it('shows about, vision, mission and goal', async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 2, name: homeCopy.aboutHeading })).toBeInTheDocument();
    for (const item of homeCopy.purpose) expect(screen.getByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
    await screen.findByText(FEEDBACK[0]!.text);
  });

  it('links its service cards to the design, digital marketing and mentorship pages', async () => {
    renderPage(<HomePage />);
    const [design, marketing, mentorship] = homeCopy.services;
    expect(screen.getByRole('link', { name: design.link })).toHaveAttribute('href', paths.design);
    expect(screen.getByRole('link', { name: marketing.link })).toHaveAttribute('href', paths.digitalMarketing);
    expect(screen.getByRole('link', { name: mentorship.link })).toHaveAttribute('href', paths.mentorship);
    await screen.findByText(FEEDBACK[0]!.text);
  });

  it("marks Embedded System and Online Community 'Coming soon'", async () => {
    renderPage(<HomePage />);
    for (const name of ['Embedded System', 'Online Community']) {
      const card = screen.getByRole('heading', { level: 3, name }).parentElement!;
      expect(within(card).getByText(commonCopy.comingSoon)).toBeInTheDocument();
    }
    expect(screen.getAllByText(commonCopy.comingSoon)).toHaveLength(2);
    await screen.findByText(FEEDBACK[0]!.text);
  });

  it('shows the three package cards, each opening the booking dialog', async () => {
    renderPage(<HomePage />);
    for (const item of packagesCopy.items) {
      expect(screen.getByRole('heading', { name: item.name })).toBeInTheDocument();
      expect(screen.getByText(item.terms)).toBeInTheDocument();
      resetDialogs();
      await userEvent.click(screen.getByRole('button', { name: `${commonCopy.getStarted} ${commonCopy.withPackage(item.name)}` }));
      expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select' });
    }
  });

  it('opens a general consultation from the hero', async () => {
    renderPage(<HomePage />);
    await userEvent.click(screen.getAllByRole('button', { name: commonCopy.bookConsultation })[0]!);
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select', purpose: 'consultation' });
  });

  it('shows two recent projects, each with its screens and a link to its case study', async () => {
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: homeCopy.projectsHeading });
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    for (const project of homeCopy.projects) {
      expect(within(section).getByRole('link', { name: project.title })).toHaveAttribute('href', `/work/${project.slug}`);
      expect(await within(section).findByRole('img', { name: project.artLabel })).toBeInTheDocument();
    }
    await screen.findByText(FEEDBACK[0]!.text);
  });

  it('names every client in the logo strip', async () => {
    renderPage(<HomePage />);
    const strip = screen.getByRole('region', { name: homeCopy.clientsHeading });
    const names = ['OjaFresh', 'Kolo Cooperative', 'Kora Foods', 'Swiftlink Logistics', 'Zaria Threads', 'PayGrid'];
    expect(within(strip).getAllByRole('img')).toHaveLength(names.length);
    for (const name of names) expect(within(strip).getByRole('img', { name })).toHaveAttribute('width');
    await screen.findByText(FEEDBACK[0]!.text);
  });
});

describe('the client feedback list', () => {
  it('shows a spinner, then every item of GET /api/home with its author', async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('status', { name: homeCopy.feedbackLoading })).toBeInTheDocument();
    for (const item of FEEDBACK) {
      expect(await screen.findByText(item.text)).toBeInTheDocument();
      expect(screen.getByText(item.name)).toBeInTheDocument();
    }
    expect(screen.queryByRole('status', { name: homeCopy.feedbackLoading })).not.toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/home']);
  });

  it('shows the failure state and loads again on retry, with the spinner while it loads', async () => {
    const second = gate();
    const retried = mockApi({ 'GET /api/home': [raw(500), ok({ messages: FEEDBACK }, { until: second.promise })] });
    renderPage(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(homeCopy.feedbackError);
    await userEvent.click(screen.getByRole('button', { name: homeCopy.feedbackRetry }));
    expect(await screen.findByRole('status', { name: homeCopy.feedbackLoading })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: homeCopy.feedbackRetry })).not.toBeInTheDocument();
    second.open();
    expect(await screen.findByText(FEEDBACK[1]!.text)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(retried).toHaveLength(2);
  });

  it('shows the failure state, not a broken list, when the answer breaks the contract', async () => {
    // A feedback item without its text: cast, it rendered an empty quote; parsed, the page says it could not load.
    const json = { 'content-type': 'application/json' };
    mockApi({ 'GET /api/home': raw(200, JSON.stringify({ messages: [{ id: 1, name: 'Tolu Adebayo' }] }), json) });
    renderPage(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(homeCopy.feedbackError);
    expect(screen.getByRole('button', { name: homeCopy.feedbackRetry })).toBeInTheDocument();
    expect(screen.queryByText('Tolu Adebayo')).not.toBeInTheDocument();
  });

  it("shows the server's own text when the failure carries one", async () => {
    mockApi({ 'GET /api/home': fail(503, 'The site is being updated. Try again in a minute.') });
    renderPage(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The site is being updated. Try again in a minute.');
  });

  it("gives each author an initials avatar and splits the role from the name", async () => {
    mockApi({ 'GET /api/home': ok({ messages: [{ id: 7, text: 'Orders doubled.', name: 'Tolu Adebayo, founder of Kora Foods' }] }) });
    renderPage(<HomePage />);
    const quote = (await screen.findByText('Orders doubled.')).closest('figure')!;
    expect(within(quote).getByText('Tolu Adebayo')).toBeInTheDocument();
    expect(within(quote).getByText('founder of Kora Foods')).toBeInTheDocument();
    expect(quote.querySelector('[data-avatar]')).toHaveTextContent('TA');
    expect(quote.querySelector('[data-avatar]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('centres the last row of five cards instead of leaving an empty cell', async () => {
    const five = [1, 2, 3, 4, 5].map((id) => ({ id, text: `Feedback ${id}`, name: `Client ${id}` }));
    mockApi({ 'GET /api/home': ok({ messages: five }) });
    renderPage(<HomePage />);
    await screen.findByText('Feedback 5');
    const items = within(screen.getByRole('region', { name: homeCopy.feedbackHeading })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    // Desktop: 3 + 2, the fourth card starts one track in; tablet: 2 + 2 + 1, the fifth in the middle.
    expect(items.map((li) => li.style.getPropertyValue('--start-lg'))).toEqual(['', '', '', '2', '']);
    expect(items.map((li) => li.style.getPropertyValue('--start-md'))).toEqual(['', '', '', '', '2']);
  });

  it('says so when there is no feedback yet', async () => {
    mockApi({ 'GET /api/home': ok({ messages: [] }) });
    renderPage(<HomePage />);
    expect(await screen.findByText(homeCopy.feedbackEmpty)).toBeInTheDocument();
  });
});
