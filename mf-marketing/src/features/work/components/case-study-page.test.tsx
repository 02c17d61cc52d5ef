import { serviceLabel } from '@agency/shared-auth';
import { Route, Routes } from '@agency/shared-ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, homeCopy } from '../../../copy';
import { caseStudies, workCopy } from '../../../copy/work';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { CaseStudyPage } from './case-study-page';

beforeEach(resetDialogs);

const renderAt = (route: string) =>
  renderPage(
    <Routes>
      <Route path="/work/:slug" element={<CaseStudyPage />} />
    </Routes>,
    { route },
  );

describe('a case study', () => {
  it('has one for every recent project on the landing page', () => {
    expect(homeCopy.projects.map((p) => p.slug)).toEqual(caseStudies.map((s) => s.slug));
  });

  it.each(caseStudies.map((s) => [s.slug, s] as const))('/work/%s tells the client, challenge, what we did, results and services', (slug, study) => {
    renderAt(`/work/${slug}`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: study.title })).toBeInTheDocument();
    expect(document.title).toBe(workCopy.metaTitle(study.title));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', study.summary);
    expect(screen.getByText(study.client)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: study.artLabel })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: workCopy.challengeHeading })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: workCopy.approachHeading });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(study.steps.length);

    const results = screen.getByRole('heading', { level: 2, name: workCopy.resultsHeading }).closest('section')!;
    for (const result of study.results) {
      // Each figure is a number with its meaning, not decoration.
      expect(within(results).getByText(result.value)).toBeInTheDocument();
      expect(within(results).getByText(result.label)).toBeInTheDocument();
      expect(result.value).toMatch(/\d/);
    }

    const services = screen.getByRole('list', { name: workCopy.servicesHeading });
    expect(within(services).getAllByRole('listitem').map((li) => li.textContent)).toEqual(study.services.map(serviceLabel));
    expect(screen.getByText(study.quote.name)).toBeInTheDocument();
  });

  it('books a consultation through the booking dialog', async () => {
    renderAt('/work/ojafresh-marketplace');
    const buttons = screen.getAllByRole('button', { name: commonCopy.bookConsultation });
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    for (const button of buttons) {
      resetDialogs();
      await userEvent.click(button);
      expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select' });
    }
  });

  it('links to the next case study', () => {
    renderAt('/work/ojafresh-marketplace');
    const next = screen.getByRole('navigation', { name: workCopy.nextLabel });
    expect(within(next).getByRole('link')).toHaveAttribute('href', '/work/kolo-savings-app');
  });
});

describe('an unknown case study', () => {
  it('says it was not found and offers the real ones and the home page', () => {
    renderAt('/work/no-such-project');
    expect(screen.getByRole('heading', { level: 1, name: workCopy.notFoundTitle })).toBeInTheDocument();
    expect(document.title).toMatch(workCopy.notFoundTitle);
    for (const study of caseStudies) expect(screen.getByRole('link', { name: study.title })).toHaveAttribute('href', `/work/${study.slug}`);
    expect(screen.getByRole('link', { name: workCopy.backHome })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: workCopy.resultsHeading })).not.toBeInTheDocument();
  });
});
