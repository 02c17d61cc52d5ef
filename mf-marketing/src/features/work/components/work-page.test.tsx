import { ok, raw } from '@agency/contracts/testing/msw';
import { mockApi } from '../../../testing/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, workCopy } from '../../../copy';
import { CASE_STUDIES_FIXTURE, servicesAnswer, workAnswer } from '../../../testing/catalogue';
import { renderPage, resetDialogs } from '../../../testing/render';
import { WorkPage } from './work-page';

let calls: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetDialogs();
  calls = mockApi({ 'GET /api/catalogue/work': ok(workAnswer()), 'GET /api/catalogue/services': ok(servicesAnswer()) });
});

const list = () => within(screen.getByRole('region', { name: workCopy.index.listHeading }));

describe('the index of case studies (/work)', () => {
  it('has one h1 and sets its own title and description', async () => {
    renderPage(<WorkPage />, { route: '/work' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(workCopy.index.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', workCopy.index.metaDescription);
    await list().findAllByRole('article');
  });

  it('lists every case study with its client, summary, services and picture, each linking to its page', async () => {
    const third = { ...CASE_STUDIES_FIXTURE[1]!, slug: 'paygrid-dashboard', title: 'PayGrid merchant dashboard', client: 'PayGrid, Abuja', artLabel: 'The PayGrid dashboard', services: ['uid' as const] };
    mockApi({ 'GET /api/catalogue/work': ok(workAnswer([...CASE_STUDIES_FIXTURE, third])), 'GET /api/catalogue/services': ok(servicesAnswer()) });
    renderPage(<WorkPage />, { route: '/work' });
    const cards = await list().findAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const study of [...CASE_STUDIES_FIXTURE, third]) {
      const card = list().getByRole('article', { name: study.title });
      expect(within(card).getByRole('link', { name: study.title })).toHaveAttribute('href', `/work/${study.slug}`);
      expect(within(card).getByText(study.client, { selector: 'p' })).toBeInTheDocument();
      expect(within(card).getByText(study.summary)).toBeInTheDocument();
      expect(await within(card).findByRole('img', { name: study.artLabel })).toBeInTheDocument();
    }
    const paygrid = list().getByRole('article', { name: third.title });
    expect(within(paygrid).getByRole('list', { name: workCopy.servicesLabel })).toHaveTextContent('UI/UX Designs');
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /api/catalogue/heroes', 'GET /api/catalogue/work']);
  });

  it('shows the failure with a retry, and the empty state', async () => {
    mockApi({ 'GET /api/catalogue/work': [raw(500), ok(workAnswer([]))], 'GET /api/catalogue/services': ok(servicesAnswer()) });
    renderPage(<WorkPage />, { route: '/work' });
    expect(screen.getByRole('status', { name: workCopy.listLoading })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(workCopy.listFailure);
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText(workCopy.listEmpty)).toBeInTheDocument();
  });

  it('reads the draft in a preview, under the preview banner', async () => {
    renderPage(<WorkPage />, { route: '/work?preview=draft' });
    await list().findAllByRole('article');
    expect(calls.map((c) => c.search)).toEqual(['?preview=draft', '?preview=draft']);
    expect(screen.getByRole('link', { name: commonCopy.previewLeave })).toHaveAttribute('href', '/work');
  });
});
