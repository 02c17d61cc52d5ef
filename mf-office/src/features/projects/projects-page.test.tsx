import { fail, mockApi, ok } from '@agency/contracts/testing/msw';
import { apiKey, queryClient } from '@agency/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import type { OfficeProject } from '../../lib/office-api';
import { officeProject } from '../../testing/fixtures';
import { renderAt, signInStaff } from '../../testing/render';
import { stagesCopy as text } from './copy';
import { ProjectsPage } from './projects-page';

const project = officeProject();
const advanced: OfficeProject = {
  ...project,
  current_stage: 'Build',
  progress: 34,
  stage_list: [
    { name: 'Design', needs_approval: true, reached_at: '2026-11-21T10:00:00.000Z', state: 'done' },
    { name: 'Build', needs_approval: false, reached_at: '2026-11-25T10:00:00.000Z', state: 'current' },
    { name: 'Launch', needs_approval: false, reached_at: null, state: 'upcoming' },
  ],
};

beforeEach(signInStaff);

async function openProject() {
  renderAt('/office/projects', '/office/projects', <ProjectsPage />);
  return screen.findByRole('article', { name: /Bakery shop/ });
}

const patchOf = (sent: ReturnType<typeof mockApi>) => sent.find((c) => c.method === 'PATCH');
const save = (card: HTMLElement) => userEvent.click(within(card).getByRole('button', { name: text.save }));

describe('ProjectsPage', () => {
  it('shows progress as derived from the stages, each stage’s state and the day it was reached, with nothing to type it', async () => {
    mockApi({ 'GET /api/office/projects': ok([advanced]) });
    const card = await openProject();
    expect(within(card).getByRole('img')).toHaveAccessibleName('Build, 34%');
    expect(within(card).getByText(text.progressValue(34))).toBeInTheDocument();
    const states = within(within(card).getByRole('list', { name: text.stagesTitle })).getAllByRole('listitem');
    expect(states[0]).toHaveTextContent('DesignDone');
    expect(states[0]).toHaveTextContent(text.needsApproval);
    expect(states[1]).toHaveTextContent('Current');
    expect(states[1]).toHaveTextContent('reached Wednesday 25 November 2026');
    expect(states[2]).toHaveTextContent('Upcoming');
    expect(within(card).queryByLabelText(copy.projects.progress)).not.toBeInTheDocument();
    expect(within(card).queryByRole('textbox', { name: copy.projects.stages })).not.toBeInTheDocument();
  });

  it('edits the stages as a list: rename (sent in renames), add, reorder, remove, approvals and revisions, as one change', async () => {
    const sent = mockApi({ 'GET /api/office/projects': ok([project]), 'PATCH /api/office/projects/:id': ok(project) });
    const card = await openProject();
    queryClient.setQueryData(apiKey('dashboard/-1'), { project: null, projects: [] });
    // Rename Build in place.
    const build = within(card).getByLabelText(text.stageName(2));
    await userEvent.clear(build);
    await userEvent.type(build, 'Development');
    // Add Testing at the end, then move it up above Launch: announced, the focus staying on the stage's button.
    await userEvent.type(within(card).getByLabelText(text.newStage), 'Testing');
    await userEvent.click(within(card).getByRole('button', { name: text.add }));
    expect(within(card).getByLabelText(text.stageName(4))).toHaveValue('Testing');
    const up = within(card).getByRole('button', { name: `${text.moveUp}${text.which('Testing')}` });
    await userEvent.click(up);
    expect(within(card).getByText(text.movedTo('Testing', 3, 4))).toHaveAttribute('role', 'status');
    expect(within(card).getByLabelText(text.stageName(3))).toHaveValue('Testing');
    await waitFor(() => expect(within(card).getByRole('button', { name: `${text.moveUp}${text.which('Testing')}` })).toHaveFocus());
    // Keyboard: Enter on the focused button moves it once more.
    await userEvent.keyboard('{Enter}');
    expect(within(card).getByLabelText(text.stageName(2))).toHaveValue('Testing');
    // Remove Launch; Testing needs the client's approval, Design no longer does; unlimited revisions.
    await userEvent.click(within(card).getByRole('button', { name: `${text.remove}${text.which('Launch')}` }));
    expect(within(card).getByText(text.removed('Launch'))).toHaveAttribute('role', 'status');
    await userEvent.click(within(card).getByRole('checkbox', { name: `Testing: ${text.needsApproval}` }));
    await userEvent.click(within(card).getByRole('checkbox', { name: `Design: ${text.needsApproval}` }));
    await userEvent.selectOptions(within(card).getByLabelText(text.rounds), text.unlimited);
    await save(card);
    expect(await within(card).findByText(text.saved)).toHaveAttribute('role', 'status');
    expect(patchOf(sent)).toMatchObject({
      path: '/api/office/projects/3',
      body: { stages: ['Design', 'Testing', 'Development'], renames: { Build: 'Development' }, approval_stages: ['Testing'], revision_rounds: null, url: '' },
    });
    expect(patchOf(sent)!.body).not.toHaveProperty('progress');
    expect(queryClient.getQueryState(apiKey('dashboard/-1'))?.isInvalidated).toBe(true);
  });

  it('sends no renames when only the order changed, and the chosen revision rounds', async () => {
    const sent = mockApi({ 'GET /api/office/projects': ok([project]), 'PATCH /api/office/projects/:id': ok(project) });
    const card = await openProject();
    await userEvent.click(within(card).getByRole('button', { name: `${text.moveDown}${text.which('Design')}` }));
    await userEvent.selectOptions(within(card).getByLabelText(text.rounds), text.roundsValue(3));
    await save(card);
    await within(card).findByText(text.saved);
    expect(patchOf(sent)!.body).toEqual({ stages: ['Build', 'Design', 'Launch'], approval_stages: ['Design'], revision_rounds: 3, url: '' });
  });

  it('refuses a blank or repeated stage name, focusing it and sending nothing', async () => {
    const sent = mockApi({ 'GET /api/office/projects': ok([project]) });
    const card = await openProject();
    await userEvent.clear(within(card).getByLabelText(text.stageName(2)));
    await userEvent.type(within(card).getByLabelText(text.stageName(3)), '{Control>}a{/Control}Design');
    await save(card);
    expect(within(card).getByLabelText(text.stageName(2))).toHaveFocus();
    expect(within(card).getByLabelText(text.stageName(2))).toHaveAccessibleDescription(text.noName);
    expect(within(card).getByLabelText(text.stageName(3))).toHaveAccessibleDescription(text.duplicate);
    await userEvent.type(within(card).getByLabelText(text.newStage), 'design{Enter}');
    expect(within(card).getByLabelText(text.newStage)).toHaveAccessibleDescription(text.duplicate);
    expect(sent.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('moves the project to a stage, and shows the API’s reason when a stage awaiting approval blocks it', async () => {
    const gate = 'Design needs the client’s approval first: share its deliverable and wait for their answer.';
    const sent = mockApi({ 'GET /api/office/projects': ok([project]), 'PATCH /api/office/projects/:id': [fail(409, gate), ok(advanced)] });
    const card = await openProject();
    await userEvent.selectOptions(within(card).getByLabelText(text.moveTo), 'Build');
    await userEvent.click(within(card).getByRole('button', { name: text.move }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(gate);
    expect(patchOf(sent)!.body).toEqual({ stage: 'Build' });
    await userEvent.click(within(card).getByRole('button', { name: text.move }));
    expect(await within(card).findByText(text.moved('Build'))).toHaveAttribute('role', 'status');
  });

  it('marks a project done only after the site’s dialog, and shows it done after the refresh', async () => {
    const sent = mockApi({
      'GET /api/office/projects': [ok([project]), ok([{ ...project, is_done: true, progress: 100 }])],
      'POST /api/office/projects/:id/done': ok({ ...project, is_done: true, progress: 100 }),
    });
    const confirm = jest.spyOn(window, 'confirm');
    const card = await openProject();
    await userEvent.click(within(card).getByRole('button', { name: copy.projects.markDone }));
    const dialog = await screen.findByRole('dialog', { name: text.doneTitle(3) });
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: text.doneAction }));
    expect(await within(dialog).findByText(text.doneOk(3))).toBeInTheDocument();
    expect(sent.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/office/projects/3/done']);
    await waitFor(() => expect(within(card).queryByRole('button', { name: copy.projects.markDone })).not.toBeInTheDocument());
    expect(confirm).not.toHaveBeenCalled();
  });
});
