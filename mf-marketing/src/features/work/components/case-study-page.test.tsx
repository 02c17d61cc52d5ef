import { ok, fail, raw } from '@agency/contracts/testing/msw';
import { mockApi } from '../../../testing/api';
import { type RenderReport, RenderReportProvider } from '@agency/shared-auth/render-status';
import { Route, Routes } from '@agency/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, workCopy } from '../../../copy';
import { CASE_STUDIES_FIXTURE, caseStudyAnswer, servicesAnswer, workAnswer } from '../../../testing/catalogue';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { CaseStudyPage } from './case-study-page';

let calls: ReturnType<typeof mockApi>;

/** The API as seeded: each case study by its slug, 404 for any other. */
const byslug = (call: { path: string }) => {
  const slug = call.path.split('/').pop()!;
  return CASE_STUDIES_FIXTURE.some((s) => s.slug === slug) ? ok(caseStudyAnswer(slug)) : fail(404, 'There is no case study at this address.');
};

beforeEach(() => {
  resetDialogs();
  calls = mockApi({
    'GET /api/catalogue/work/:slug': byslug,
    'GET /api/catalogue/work': ok(workAnswer()),
    'GET /api/catalogue/services': ok(servicesAnswer()),
  });
});

const renderAt = (route: string, report?: RenderReport) => {
  const routes = (
    <Routes>
      <Route path="/work/:slug" element={<CaseStudyPage />} />
    </Routes>
  );
  return renderPage(report ? <RenderReportProvider report={report}>{routes}</RenderReportProvider> : routes, { route });
};

describe('a case study', () => {
  it.each(CASE_STUDIES_FIXTURE.map((s) => [s.slug, s] as const))('/work/%s tells the client, challenge, what we did, results and services', async (slug, study) => {
    renderAt(`/work/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: study.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(workCopy.metaTitle(study.title));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', study.summary);
    expect(screen.getByText(study.client)).toBeInTheDocument();
    // The seeded case studies have no uploaded image: their built illustration is shown.
    expect(screen.getByRole('img', { name: study.artLabel })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: workCopy.challengeHeading })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: workCopy.approachHeading });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(study.steps.length);

    const results = screen.getByRole('heading', { level: 2, name: workCopy.resultsHeading }).closest('section')!;
    for (const result of study.results) {
      expect(within(results).getByText(result.value)).toBeInTheDocument();
      expect(within(results).getByText(result.label)).toBeInTheDocument();
    }

    const services = screen.getByRole('list', { name: workCopy.servicesHeading });
    const names = Object.fromEntries(servicesAnswer().services.map((s) => [s.code, s.name]));
    await waitFor(() => expect(within(services).getAllByRole('listitem').map((li) => li.textContent)).toEqual(study.services.map((c) => names[c])));
    expect(screen.getByText(study.quote.name)).toBeInTheDocument();
  });

  it('shows the uploaded image in AVIF, WebP and JPEG at every width, with its alt text', async () => {
    const image = { id: 'ojafresh-hero-01', width: 1920, height: 1200, widths: [360, 640, 960, 1280, 1920], alt: 'The OjaFresh shop on a phone and a laptop' };
    const study = { ...CASE_STUDIES_FIXTURE[0]!, image };
    mockApi({ 'GET /api/catalogue/work/:slug': ok(caseStudyAnswer(study.slug, [study, CASE_STUDIES_FIXTURE[1]!])), 'GET /api/catalogue/services': ok(servicesAnswer()) });
    renderAt(`/work/${study.slug}`);
    const img = await screen.findByRole('img', { name: image.alt });
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/api/catalogue/images/ojafresh-hero-01/1920.jpg 1920w'));
    expect(img).toHaveAttribute('width', '1920');
    expect(img).toHaveAttribute('height', '1200');
    const sources = [...img.parentElement!.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', expect.stringContaining('/api/catalogue/images/ojafresh-hero-01/360.avif 360w'));
    expect(screen.queryByRole('img', { name: study.artLabel })).not.toBeInTheDocument();
  });

  it('books a consultation through the booking dialog', async () => {
    renderAt('/work/ojafresh-marketplace');
    await screen.findByRole('heading', { level: 1 });
    const buttons = screen.getAllByRole('button', { name: commonCopy.bookConsultation });
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    for (const button of buttons) {
      resetDialogs();
      await userEvent.click(button);
      expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select' });
    }
  });

  it('links to the next case study the API names', async () => {
    renderAt('/work/ojafresh-marketplace');
    const next = await screen.findByRole('navigation', { name: workCopy.nextLabel });
    expect(within(next).getByRole('link')).toHaveAttribute('href', '/work/kolo-savings-app');
  });

  it('reads the draft in a preview', async () => {
    renderAt('/work/kolo-savings-app?preview=draft');
    await screen.findByRole('heading', { level: 1, name: 'Kolo savings app' });
    expect(calls.find((c) => c.path === '/api/catalogue/work/kolo-savings-app')!.search).toBe('?preview=draft');
    expect(screen.getByText(commonCopy.previewBanner)).toBeInTheDocument();
  });

  it('shows the failure with a retry when the case study cannot be read', async () => {
    mockApi({ 'GET /api/catalogue/work/:slug': [raw(500), ok(caseStudyAnswer('kolo-savings-app'))], 'GET /api/catalogue/services': ok(servicesAnswer()) });
    renderAt('/work/kolo-savings-app');
    expect(await screen.findByRole('alert')).toHaveTextContent(workCopy.failure);
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kolo savings app' })).toBeInTheDocument();
  });
});

describe('an unknown case study', () => {
  it('says it was not found, offers the real ones and the home page, and reports 404 to the server renderer', async () => {
    const report: RenderReport = {};
    renderAt('/work/no-such-project', report);
    expect(await screen.findByRole('heading', { level: 1, name: workCopy.notFoundTitle })).toBeInTheDocument();
    expect(report.status).toBe(404);
    expect(document.title).toMatch(workCopy.notFoundTitle);
    for (const study of CASE_STUDIES_FIXTURE) expect(await screen.findByRole('link', { name: study.title })).toHaveAttribute('href', `/work/${study.slug}`);
    expect(screen.getByRole('link', { name: workCopy.backHome })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: workCopy.resultsHeading })).not.toBeInTheDocument();
  });

  it('asks nothing for an address that cannot be a slug, and reports 404', async () => {
    const report: RenderReport = {};
    renderAt('/work/Not_A_Slug', report);
    expect(screen.getByRole('heading', { level: 1, name: workCopy.notFoundTitle })).toBeInTheDocument();
    expect(report.status).toBe(404);
    await screen.findByRole('link', { name: CASE_STUDIES_FIXTURE[0]!.title });
    expect(calls.filter((c) => c.path.startsWith('/api/catalogue/work/'))).toHaveLength(0);
  });

  it('reports nothing for a case study that exists', async () => {
    const report: RenderReport = {};
    renderAt('/work/kolo-savings-app', report);
    await screen.findByRole('heading', { level: 1, name: 'Kolo savings app' });
    expect(report.status).toBeUndefined();
  });
});
