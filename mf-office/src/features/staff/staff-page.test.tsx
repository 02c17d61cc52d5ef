import { fail, mockApi, ok } from '@agency/contracts/testing/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import type { StaffMember } from '../../lib/office-api';
import { renderAt, signInStaff } from '../../testing/render';
import { StaffPage } from './staff-page';

const bola: StaffMember = { id: 1, email: 'staff@example.ng', name: 'Bola', created_at: '2026-11-01T10:00:00.000Z', set_up: true };
const tunde: StaffMember = { id: 2, email: 'tunde@example.ng', name: 'Tunde Bakare', created_at: '2026-11-23T10:00:00.000Z', set_up: false };

beforeEach(signInStaff);

const render = () => renderAt('/office/staff', '/office/staff', <StaffPage />);

describe('StaffPage', () => {
  it('invites a staff member, says so, empties the form and shows the invitation in the refreshed list', async () => {
    const sent = mockApi({ 'GET /api/office/staff': [ok([bola]), ok([bola, tunde])], 'POST /api/office/staff/invite': ok({ id: 2, email: tunde.email }) });
    render();
    await screen.findByRole('cell', { name: 'Bola' });
    await userEvent.type(screen.getByLabelText(copy.staff.email), ' tunde@example.ng ');
    await userEvent.type(screen.getByLabelText(copy.staff.name), 'Tunde Bakare');
    await userEvent.click(screen.getByRole('button', { name: copy.staff.send }));
    expect(await screen.findByText(copy.staff.invited(tunde.email))).toBeInTheDocument();
    expect(sent.find((c) => c.method === 'POST')!.body).toEqual({ email: 'tunde@example.ng', name: 'Tunde Bakare' });
    const row = await screen.findByRole('row', { name: /Tunde Bakare/ });
    expect(within(row).getByText(copy.staff.pending)).toBeInTheDocument();
    expect(screen.getByLabelText(copy.staff.email)).toHaveValue('');
    expect(screen.getByLabelText(copy.staff.name)).toHaveValue('');
  });

  it('says what is missing, focusing the first empty field and sending nothing', async () => {
    const sent = mockApi({ 'GET /api/office/staff': ok([bola]) });
    render();
    await screen.findByRole('cell', { name: 'Bola' });
    await userEvent.click(screen.getByRole('button', { name: copy.staff.send }));
    expect(await screen.findByText(copy.staff.needEmail)).toBeInTheDocument();
    expect(screen.getByText(copy.staff.needName)).toBeInTheDocument();
    expect(screen.getByLabelText(copy.staff.email)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(copy.staff.email), 'tunde@example.ng');
    expect(screen.queryByText(copy.staff.needEmail)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: copy.staff.send }));
    expect(screen.getByLabelText(copy.staff.name)).toHaveFocus();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal, keeping what was typed', async () => {
    mockApi({ 'GET /api/office/staff': ok([bola]), 'POST /api/office/staff/invite': fail(409, 'tunde@example.ng already has an account.') });
    render();
    await screen.findByRole('cell', { name: 'Bola' });
    await userEvent.type(screen.getByLabelText(copy.staff.email), 'tunde@example.ng');
    await userEvent.type(screen.getByLabelText(copy.staff.name), 'Tunde Bakare');
    await userEvent.click(screen.getByRole('button', { name: copy.staff.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('tunde@example.ng already has an account.');
    expect(screen.getByLabelText(copy.staff.email)).toHaveValue('tunde@example.ng');
    expect(screen.queryByText(copy.staff.invited('tunde@example.ng'))).not.toBeInTheDocument();
  });
});
