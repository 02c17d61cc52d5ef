import { fail, gate, ok, raw } from '@agency/contracts/testing/msw';
import { mockApi } from '../../../testing/api';
import { paths } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, homeCopy, workCopy } from '../../../copy';
import { CASE_STUDIES_FIXTURE, PACKAGES_FIXTURE, packagesAnswer, servicesAnswer, workAnswer } from '../../../testing/catalogue';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { HomePage } from './home-page';

const FEEDBACK = [
  { id: 1, text: 'Our orders doubled after the new website went live.', name: 'Adaeze Okafor' },
  { id: 2, text: 'They answered within hours and delivered before the deadline.', name: 'Tunde Bakare' },
];

let calls: ReturnType<typeof mockApi>;

/** The catalogue reads of the landing page (packages, case studies and the names of their services). */
const CATALOGUE = {
  'GET /api/catalogue/packages': ok(packagesAnswer()),
  'GET /api/catalogue/work': ok(workAnswer()),
  'GET /api/catalogue/services': ok(servicesAnswer()),
};

beforeEach(() => {
  resetDialogs();
  calls = mockApi({ 'GET /api/home': ok({ messages: FEEDBACK }), ...CATALOGUE });
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
    await screen.findByRole('heading', { name: 'Basic' });
    for (const item of PACKAGES_FIXTURE) {
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

  it("shows the catalogue's first two case studies, each with its screens, its services' names and a link to it", async () => {
    const third = { ...CASE_STUDIES_FIXTURE[0]!, slug: 'lagos-bites', title: 'Lagos Bites ordering', client: 'Lagos Bites, Yaba' };
    mockApi({ 'GET /api/home': ok({ messages: FEEDBACK }), ...CATALOGUE, 'GET /api/catalogue/work': ok(workAnswer([...CASE_STUDIES_FIXTURE, third])) });
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: homeCopy.projectsHeading });
    expect(await within(section).findAllByRole('heading', { level: 3 })).toHaveLength(2);
    for (const study of CASE_STUDIES_FIXTURE) {
      expect(within(section).getByRole('link', { name: study.title })).toHaveAttribute('href', `/work/${study.slug}`);
      expect(await within(section).findByRole('img', { name: study.artLabel })).toBeInTheDocument();
      expect(within(section).getByText(study.summary)).toBeInTheDocument();
    }
    expect(within(section).queryByText(third.title)).not.toBeInTheDocument();
    const tags = within(section).getAllByRole('list', { name: workCopy.servicesLabel })[0]!;
    await waitFor(() => expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Web development', 'UI/UX Designs', 'SEO, SEM']));
    expect(within(section).getByRole('link', { name: homeCopy.projectsAll })).toHaveAttribute('href', '/work');
    await screen.findByText(FEEDBACK[0]!.text);
  });

  it('leaves the recent projects out when the catalogue has no case study', async () => {
    mockApi({ 'GET /api/home': ok({ messages: FEEDBACK }), ...CATALOGUE, 'GET /api/catalogue/work': ok(workAnswer([])) });
    renderPage(<HomePage />);
    await screen.findByText(FEEDBACK[0]!.text);
    await waitFor(() => expect(screen.queryByRole('region', { name: homeCopy.projectsHeading })).not.toBeInTheDocument());
  });

  it("names every client of the catalogue's logos in the logo strip, in its order", async () => {
    renderPage(<HomePage />);
    const strip = await screen.findByRole('region', { name: homeCopy.clientsHeading });
    const names = ['OjaFresh', 'Kolo Cooperative', 'Kora Foods', 'Swiftlink Logistics', 'Zaria Threads', 'PayGrid'];
    expect(within(strip).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(names);
    for (const name of names) expect(within(strip).getByRole('img', { name })).toHaveAttribute('width');
    await screen.findByText(FEEDBACK[0]!.text);
  });

  it('shows a logo staff uploaded in place of the built-in wordmark, and names a client without one in text', async () => {
    const uploaded = { id: 'img-kolo', width: 800, height: 240, widths: [360, 640, 800], alt: 'Kolo Cooperative, the new mark' };
    const logos = [
      { id: 'kolo-cooperative', name: 'Kolo Cooperative', image: uploaded },
      { id: 'ojafresh', name: 'OjaFresh', image: null },
      { id: 'lagos-bakes', name: 'Lagos Bakes', image: null },
    ];
    mockApi({ 'GET /api/home': ok({ messages: FEEDBACK }), ...CATALOGUE, 'GET /api/catalogue/work': ok(workAnswer(undefined, 1, logos)) });
    renderPage(<HomePage />);
    const strip = await screen.findByRole('region', { name: homeCopy.clientsHeading });
    const marks = within(strip).getAllByRole('img');
    expect(marks.map((img) => img.getAttribute('alt') ?? img.getAttribute('aria-label'))).toEqual(['Kolo Cooperative, the new mark', 'OjaFresh', 'Lagos Bakes']);
    expect(marks[0]).toHaveAttribute('src', expect.stringContaining('img-kolo'));
    expect(marks[1]).not.toHaveAttribute('src', expect.stringContaining('/api/'));
    expect(marks[2]).toHaveTextContent('Lagos Bakes');
    await screen.findByText(FEEDBACK[0]!.text);
  });

  it('leaves the logo strip out when the catalogue lists no client', async () => {
    mockApi({ 'GET /api/home': ok({ messages: FEEDBACK }), ...CATALOGUE, 'GET /api/catalogue/work': ok(workAnswer(undefined, 1, [])) });
    renderPage(<HomePage />);
    await screen.findByText(FEEDBACK[0]!.text);
    expect(screen.queryByRole('region', { name: homeCopy.clientsHeading })).not.toBeInTheDocument();
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
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /api/home');
    expect(calls.filter((call) => call.path === '/api/home')).toHaveLength(1);
  });

  it('shows the failure state and loads again on retry, with the spinner while it loads', async () => {
    const second = gate();
    const retried = mockApi({ 'GET /api/home': [raw(500), ok({ messages: FEEDBACK }, { until: second.promise })], ...CATALOGUE });
    renderPage(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(homeCopy.feedbackError);
    await userEvent.click(screen.getByRole('button', { name: homeCopy.feedbackRetry }));
    expect(await screen.findByRole('status', { name: homeCopy.feedbackLoading })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: homeCopy.feedbackRetry })).not.toBeInTheDocument();
    second.open();
    expect(await screen.findByText(FEEDBACK[1]!.text)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(retried.filter((call) => call.path === '/api/home')).toHaveLength(2);
  });

  it('shows the failure state, not a broken list, when the answer breaks the contract', async () => {
    // A feedback item without its text: cast, it rendered an empty quote; parsed, the page says it could not load.
    const json = { 'content-type': 'application/json' };
    mockApi({ 'GET /api/home': raw(200, JSON.stringify({ messages: [{ id: 1, name: 'Tolu Adebayo' }] }), json), ...CATALOGUE });
    renderPage(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(homeCopy.feedbackError);
    expect(screen.getByRole('button', { name: homeCopy.feedbackRetry })).toBeInTheDocument();
    expect(screen.queryByText('Tolu Adebayo')).not.toBeInTheDocument();
  });

  it("shows the server's own text when the failure carries one", async () => {
    mockApi({ 'GET /api/home': fail(503, 'The site is being updated. Try again in a minute.'), ...CATALOGUE });
    renderPage(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The site is being updated. Try again in a minute.');
  });

  it("gives each author an initials avatar and splits the role from the name", async () => {
    mockApi({ 'GET /api/home': ok({ messages: [{ id: 7, text: 'Orders doubled.', name: 'Tolu Adebayo, founder of Kora Foods' }] }), ...CATALOGUE });
    renderPage(<HomePage />);
    const quote = (await screen.findByText('Orders doubled.')).closest('figure')!;
    expect(within(quote).getByText('Tolu Adebayo')).toBeInTheDocument();
    expect(within(quote).getByText('founder of Kora Foods')).toBeInTheDocument();
    expect(quote.querySelector('[data-avatar]')).toHaveTextContent('TA');
    expect(quote.querySelector('[data-avatar]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('centres the last row of five cards instead of leaving an empty cell', async () => {
    const five = [1, 2, 3, 4, 5].map((id) => ({ id, text: `Feedback ${id}`, name: `Client ${id}` }));
    mockApi({ 'GET /api/home': ok({ messages: five }), ...CATALOGUE });
    renderPage(<HomePage />);
    await screen.findByText('Feedback 5');
    const items = within(screen.getByRole('region', { name: homeCopy.feedbackHeading })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    // Desktop: 3 + 2, the fourth card starts one track in; tablet: 2 + 2 + 1, the fifth in the middle.
    expect(items.map((li) => li.style.getPropertyValue('--start-lg'))).toEqual(['', '', '', '2', '']);
    expect(items.map((li) => li.style.getPropertyValue('--start-md'))).toEqual(['', '', '', '', '2']);
  });

  it('says so when there is no feedback yet', async () => {
    mockApi({ 'GET /api/home': ok({ messages: [] }), ...CATALOGUE });
    renderPage(<HomePage />);
    expect(await screen.findByText(homeCopy.feedbackEmpty)).toBeInTheDocument();
  });
});
