import { office } from '@agency/contracts';
import { Button, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import styled from 'styled-components';
import { z } from 'zod';
import { FormRefusal, submitWith } from '../../components/form-dialog';
import { DataTable } from '../../components/lists';
import { useOfficeAction } from '../../components/office-action';
import { Email, Loaded, Page, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { fromText } from '../../lib/form-schema';
import { inviteStaff, useStaff } from './api';

const Form = styled.form`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: end;
  max-width: 760px;
  margin-bottom: 1.5rem;
  button { margin-bottom: 1rem; }
`;

export const InviteForm = z.object({
  email: fromText(office.Invite.shape.email, copy.staff.needEmail),
  name: fromText(office.Invite.shape.name, copy.staff.needName),
});

/** Staff accounts, and inviting a new one: the invitee gets a set-up link by email, nobody else sees it. */
export function StaffPage() {
  const staff = useStaff();
  const form = useZodForm(InviteForm, { defaultValues: { email: '', name: '' } });
  const { errors } = form.formState;
  const feedback = useOfficeAction();
  const invite = submitWith(form, async (values) => {
    await feedback.submit({ run: () => inviteStaff(values), success: copy.staff.invited(values.email), refresh: ['office/staff'] });
    form.reset();
  });
  return (
    <Page title={copy.staff.title}>
      <h2>{copy.staff.invite}</h2>
      {feedback.view}
      <FormRefusal form={form} />
      <Form onSubmit={invite} noValidate>
        <TextField label={copy.staff.email} type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
        <TextField label={copy.staff.name} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <Button type="submit" disabled={feedback.busy}>
          {copy.staff.send}
        </Button>
      </Form>
      <Loaded query={staff}>
        {(list) => (
          <DataTable label={copy.staff.title} columns={[copy.staff.name, copy.staff.email, copy.requests.status]}>
            {list.map((s) => (
              <tr key={s.id}>
                <td>{s.name}</td>
                <td>
                  <Email address={s.email} />
                </td>
                <td>{s.set_up ? <StatusPill $tone="done">{copy.staff.setUp}</StatusPill> : <StatusPill $tone="warn">{copy.staff.pending}</StatusPill>}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Loaded>
    </Page>
  );
}
