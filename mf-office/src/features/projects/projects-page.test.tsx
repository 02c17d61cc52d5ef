import { fail, mockApi, ok } from '@agency/contracts/testing/msw';
import { apiKey, queryClient } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import type { OfficeProject } from '../../lib/office-api';
import { renderAt, signInStaff } from '../../testing/render';
import { officeProject } from '../../testing/fixtures';
import { ProjectsPage } from './projects-page';

const project = officeProject({ progress: 10 });
const advanced: OfficeProject = { ...project, current_stage: 'Build', progress: 65, url: 'https://staging.ngozibakes.ng' };

beforeEach(signInStaff);

async function openProject() {
  renderAt('/office/projects', '/office/projects', <ProjectsPage />);
  return screen.findByRole('article', { name: /Bakery shop/ });
}

describe('ProjectsPage', () => {
  it('saves the stage, progress and URL the client’s dashboard shows, and refreshes both', async () => {
    const sent = mockApi({ 'GET /api/office/projects': [ok([project]), ok([advanced])], 'PATCH /api/office/projects/:id': ok(advanced) });
    const card = await openProject();
    queryClient.setQueryData(apiKey('dashboard/-1'), { project: null, projects: [] });
    await userEvent.selectOptions(within(card).getByLabelText(copy.projects.stage), 'Build');
    await userEvent.clear(within(card).getByLabelText(copy.projects.progress));
    await userEvent.type(within(card).getByLabelText(copy.projects.progress), '65');
    await userEvent.type(within(card).getByLabelText(copy.projects.url), 'https://staging.ngozibakes.ng');
    await userEvent.click(within(card).getByRole('button', { name: copy.projects.save }));
    expect(await within(card).findByRole('status')).toHaveTextContent(copy.common.saved);
    expect(sent.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/office/projects/3',
      body: { stages: ['Design', 'Build', 'Launch'], stage: 'Build', progress: 65, url: 'https://staging.ngozibakes.ng' },
    });
    await waitFor(() => expect(within(card).getByRole('img')).toHaveAccessibleName('Build, 65%'));
    expect(sent.filter((c) => c.path === '/api/office/projects' && c.method === 'GET')).toHaveLength(2);
    expect(queryClient.getQueryState(apiKey('dashboard/-1'))?.isInvalidated).toBe(true);
  });

  it('moves the current stage to the first one when its stage is taken out of the list', async () => {
    const sent = mockApi({ 'GET /api/office/projects': ok([project]), 'PATCH /api/office/projects/:id': ok(project) });
    const card = await openProject();
    const stages = within(card).getByLabelText(copy.projects.stages);
    await userEvent.clear(stages);
    await userEvent.type(stages, 'Plan, Build');
    await userEvent.click(within(card).getByRole('button', { name: copy.projects.save }));
    await within(card).findByRole('status');
    expect(sent.find((c) => c.method === 'PATCH')!.body).toMatchObject({ stages: ['Plan', 'Build'], stage: 'Plan' });
  });

  it('refuses an empty stage list and a progress outside 1–100, focusing the first and sending nothing', async () => {
    const sent = mockApi({ 'GET /api/office/projects': ok([project]) });
    const card = await openProject();
    await userEvent.clear(within(card).getByLabelText(copy.projects.stages));
    await userEvent.clear(within(card).getByLabelText(copy.projects.progress));
    await userEvent.type(within(card).getByLabelText(copy.projects.progress), '0');
    await userEvent.click(within(card).getByRole('button', { name: copy.projects.save }));
    expect(await within(card).findByText(copy.projects.noStages)).toBeInTheDocument();
    expect(within(card).getByText(copy.projects.badProgress)).toBeInTheDocument();
    expect(within(card).getByLabelText(copy.projects.stages)).toHaveFocus();
    await userEvent.type(within(card).getByLabelText(copy.projects.stages), 'Design');
    await userEvent.click(within(card).getByRole('button', { name: copy.projects.save }));
    expect(within(card).getByLabelText(copy.projects.progress)).toHaveFocus();
    expect(sent.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('shows the server’s refusal in the project’s card, keeping what was typed', async () => {
    mockApi({ 'GET /api/office/projects': ok([project]), 'PATCH /api/office/projects/:id': fail(409, 'Project 3 is done: it cannot change.') });
    const card = await openProject();
    await userEvent.clear(within(card).getByLabelText(copy.projects.progress));
    await userEvent.type(within(card).getByLabelText(copy.projects.progress), '80');
    await userEvent.click(within(card).getByRole('button', { name: copy.projects.save }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Project 3 is done: it cannot change.');
    expect(within(card).getByLabelText(copy.projects.progress)).toHaveValue(80);
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
  });

  it('marks a project done and shows it done after the refresh', async () => {
    const sent = mockApi({
      'GET /api/office/projects': [ok([project]), ok([{ ...project, is_done: true }])],
      'POST /api/office/projects/:id/done': ok({ ...project, is_done: true }),
    });
    const card = await openProject();
    await userEvent.click(within(card).getByRole('button', { name: copy.projects.markDone }));
    const done = await screen.findByRole('article', { name: new RegExp(copy.projects.done) });
    expect(within(done).queryByRole('button', { name: copy.projects.markDone })).not.toBeInTheDocument();
    expect(sent.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/office/projects/3/done']);
  });
});
