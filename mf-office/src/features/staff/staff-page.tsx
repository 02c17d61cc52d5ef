import { Button, TextField } from '@agency/shared-ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useResource } from '../../components/use-resource';
import { DataTable } from '../../components/lists';
import { Page, Loaded, Email, StatusPill, useFeedback } from '../../components/ui';
import { copy } from '../../copy';
import { officeApi } from '../../lib/office-api';

const Form = styled.form`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: end;
  max-width: 760px;
  margin-bottom: 1.5rem;
  button { margin-bottom: 1rem; }
`;

/** Staff accounts, and inviting a new one: the invitee gets a set-up link by email, nobody else sees it. */
export function StaffPage() {
  const staff = useResource(() => officeApi.staff(), []);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const feedback = useFeedback();
  const invite = async (e: FormEvent) => {
    e.preventDefault();
    const sent = email.trim();
    if (await feedback.act(() => officeApi.invite(sent, name.trim()), copy.staff.invited(sent), staff.reload)) {
      setEmail('');
      setName('');
    }
  };
  return (
    <Page title={copy.staff.title}>
      <h2>{copy.staff.invite}</h2>
      {feedback.view}
      <Form onSubmit={invite} noValidate>
        <TextField label={copy.staff.email} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label={copy.staff.name} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" disabled={feedback.busy}>
          {copy.staff.send}
        </Button>
      </Form>
      <Loaded resource={staff}>
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
