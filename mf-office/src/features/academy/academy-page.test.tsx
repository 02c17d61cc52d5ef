import { fail, mockApi, ok } from '@agency/contracts/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import type { OfficeTutorial } from '../../lib/office-api';
import { renderAt, signInStaff } from '../../testing/render';
import { AcademyPage } from './academy-page';

const tutorial: OfficeTutorial = {
  id: 4,
  title: 'Frontend web development',
  course_id: 'FWD2026',
  brief_description: 'HTML, CSS and React',
  description: '',
  amount: 50000,
  start_date: '2026-12-01',
  end_date: '2026-12-15',
  instructor: 'Kemi Adeyemi',
  link: '',
  what_to_learn: ['HTML'],
  is_current: true,
  is_done: false,
  is_cert_awarded: true,
  students: 2,
};
const created: OfficeTutorial = { ...tutorial, id: 5, title: 'Baking business online', course_id: 'OPS123', amount: 0, students: 0, what_to_learn: ['Taking orders online', 'Delivery in Enugu'] };
const fields = copy.academy.fields;

beforeEach(signInStaff);
afterEach(() => jest.restoreAllMocks());

async function openNewTutorial() {
  renderAt('/office/academy', '/office/academy', <AcademyPage />);
  await userEvent.click(await screen.findByRole('button', { name: copy.academy.create }));
  return screen.findByRole('dialog', { name: copy.academy.createTitle });
}

async function fillRequired(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(fields.title), 'Baking business online');
  await userEvent.type(within(dialog).getByLabelText(fields.courseId), 'OPS123');
  await userEvent.type(within(dialog).getByLabelText(fields.start), '2026-12-01');
  await userEvent.type(within(dialog).getByLabelText(fields.end), '2026-12-15');
}

describe('AcademyPage', () => {
  it('creates a free tutorial and shows it in the refreshed list', async () => {
    const sent = mockApi({ 'GET /api/office/tutorials': [ok([tutorial]), ok([tutorial, created])], 'POST /api/office/tutorials': ok(created) });
    const dialog = await openNewTutorial();
    await fillRequired(dialog);
    await userEvent.type(within(dialog).getByLabelText(fields.learn), 'Taking orders online\n\nDelivery in Enugu');
    await userEvent.click(within(dialog).getByRole('button', { name: copy.academy.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.find((c) => c.method === 'POST')!.body).toEqual({
      title: 'Baking business online',
      course_id: 'OPS123',
      amount: 0,
      start_date: '2026-12-01',
      end_date: '2026-12-15',
      instructor: '',
      link: '',
      brief_description: '',
      description: '',
      what_to_learn: ['Taking orders online', 'Delivery in Enugu'],
      is_current: false,
      is_cert_awarded: true,
    });
    const card = await screen.findByRole('article', { name: /Baking business online/ });
    expect(card).toHaveTextContent(copy.academy.free);
  });

  it('says what is missing, focuses the title and sends nothing', async () => {
    const sent = mockApi({ 'GET /api/office/tutorials': ok([tutorial]) });
    const dialog = await openNewTutorial();
    await userEvent.type(within(dialog).getByLabelText(fields.courseId), 'OPS-1');
    await userEvent.clear(within(dialog).getByLabelText(fields.amount));
    await userEvent.type(within(dialog).getByLabelText(fields.amount), 'free');
    await userEvent.type(within(dialog).getByLabelText(fields.link), 'meet.example.ng');
    await userEvent.click(within(dialog).getByRole('button', { name: copy.academy.save }));
    expect(await within(dialog).findByText(copy.academy.errors.title)).toBeInTheDocument();
    expect(within(dialog).getByText(copy.academy.errors.courseId)).toBeInTheDocument();
    expect(within(dialog).getByText(copy.academy.errors.amount)).toBeInTheDocument();
    expect(within(dialog).getAllByText(copy.academy.errors.date)).toHaveLength(2);
    expect(within(dialog).getByText(copy.common.badUrl)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(fields.title)).toHaveFocus();
    expect(within(dialog).getByLabelText(fields.title)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('keeps the form open with the server’s reason when it refuses', async () => {
    mockApi({ 'GET /api/office/tutorials': ok([tutorial]), 'POST /api/office/tutorials': fail(409, 'Course id OPS123 is taken.') });
    const dialog = await openNewTutorial();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: copy.academy.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Course id OPS123 is taken.');
    expect(within(dialog).getByLabelText(fields.courseId)).toHaveValue('OPS123');
  });

  it('edits a tutorial with what it holds', async () => {
    const sent = mockApi({ 'GET /api/office/tutorials': ok([tutorial]), 'PATCH /api/office/tutorials/:id': ok({ ...tutorial, amount: 60000 }) });
    renderAt('/office/academy', '/office/academy', <AcademyPage />);
    const card = await screen.findByRole('article', { name: /Frontend web development/ });
    await userEvent.click(within(card).getByRole('button', { name: copy.academy.edit }));
    const dialog = await screen.findByRole('dialog', { name: copy.academy.editTitle(tutorial.title) });
    await userEvent.clear(within(dialog).getByLabelText(fields.amount));
    await userEvent.type(within(dialog).getByLabelText(fields.amount), '60000');
    await userEvent.click(within(dialog).getByRole('button', { name: copy.academy.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/office/tutorials/4',
      body: { title: tutorial.title, course_id: 'FWD2026', amount: 60000, what_to_learn: ['HTML'], is_current: true, is_cert_awarded: true },
    });
  });

  it('finishes a tutorial once confirmed, awarding certificates, and shows it finished', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const sent = mockApi({
      'GET /api/office/tutorials': [ok([tutorial]), ok([{ ...tutorial, is_done: true }])],
      'POST /api/office/tutorials/:id/finish': ok({ ...tutorial, is_done: true }),
    });
    renderAt('/office/academy', '/office/academy', <AcademyPage />);
    const card = await screen.findByRole('article', { name: /Frontend web development/ });
    await userEvent.click(within(card).getByRole('button', { name: copy.academy.finish }));
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: copy.academy.finish }));
    expect(confirm).toHaveBeenCalledWith(copy.academy.finishConfirm);
    expect(await screen.findByText(copy.academy.finished)).toBeInTheDocument();
    expect(sent.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/office/tutorials/4/finish', body: { award_certificates: true } });
    expect(screen.queryByRole('button', { name: copy.academy.finish })).not.toBeInTheDocument();
  });

  it('says beside the button why a tutorial could not be finished', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    mockApi({ 'GET /api/office/tutorials': ok([tutorial]), 'POST /api/office/tutorials/:id/finish': fail(409, 'The tutorial has not ended yet.') });
    renderAt('/office/academy', '/office/academy', <AcademyPage />);
    const card = await screen.findByRole('article', { name: /Frontend web development/ });
    await userEvent.click(within(card).getByRole('button', { name: copy.academy.finish }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The tutorial has not ended yet.');
  });
});
