import { Button, Input, TextField } from '@agency/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { useResource } from '../../components/use-resource';
import { FormDialog } from '../../components/form-dialog';
import { DataTable, LoadedList, StatusFilter } from '../../components/lists';
import { Actions, Page, Email, StatusPill, useFeedback } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen, naira } from '../../lib/format';
import { type OfficeRequest, officeApi } from '../../lib/office-api';

const STATUSES = ['Pending', 'Quoted', 'Ongoing', 'Completed', 'Declined'];

const QuoteForm = styled.form`
  display: flex;
  gap: 0.4rem;
  align-items: center;
  input { width: 8.5rem; min-height: 40px; padding: 0.4rem 0.6rem; }
`;

const tone = (status: string) => (status === 'Completed' ? 'done' : status === 'Pending' ? 'warn' : 'plain');

export function priceLabel(price: string): string {
  if (price === 'paid') return copy.requests.paid;
  const n = Number(price);
  return n > 0 ? naira(n) : copy.requests.notQuoted;
}

function Quote({ request, onQuote, busy }: { request: OfficeRequest; onQuote: (price: number) => void; busy: boolean }) {
  const [value, setValue] = useState(Number(request.price) > 0 ? request.price : '');
  const id = useId();
  return (
    <QuoteForm
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onQuote(/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);
      }}
    >
      <Input id={id} aria-label={copy.requests.quoteLabel(request.id)} inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} />
      <Button type="submit" disabled={busy}>
        {copy.requests.quote}
      </Button>
    </QuoteForm>
  );
}

function StartProject({ request, onClose }: { request: OfficeRequest; onClose: (started: boolean) => void }) {
  const [stages, setStages] = useState('Design, Build, Launch');
  const [url, setUrl] = useState('');
  const feedback = useFeedback();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const list = stages
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length === 0) return feedback.fail(copy.projects.noStages);
    if (await feedback.act(() => officeApi.startProject(request.id, list, url.trim()), '')) onClose(true);
  };
  return (
    <FormDialog title={copy.projects.startTitle(request.id)} feedback={feedback.view} busy={feedback.busy} submitLabel={copy.projects.start} onSubmit={submit} onCancel={() => onClose(false)}>
      <TextField label={copy.projects.stages} hint={copy.projects.stagesHint} value={stages} onChange={(e) => setStages(e.target.value)} data-autofocus />
      <TextField label={copy.projects.url} hint={copy.projects.urlHint} type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
    </FormDialog>
  );
}

/** Every client's requests by status: quote, decline, mark done, and start the project of a paid one. */
export function RequestsPage() {
  const [status, setStatus] = useState('');
  const requests = useResource(() => officeApi.requests(status), [status]);
  const feedback = useFeedback();
  const [starting, setStarting] = useState<OfficeRequest | null>(null);

  return (
    <Page title={copy.requests.title}>
      <StatusFilter label={copy.requests.status} allLabel={copy.requests.allStatuses} statuses={STATUSES} value={status} onChange={setStatus} />
      {feedback.view}
      <LoadedList resource={requests} empty={copy.common.none}>
        {(list) => (
          <DataTable label={copy.requests.title} columns={['#', copy.requests.client, copy.requests.subject, copy.requests.status, copy.requests.price, copy.requests.actions]}>
            {list.map((r) => {
              const open = !r.is_done && r.price !== 'paid';
              return (
                <tr key={r.id}>
                  <td>{r.id}</td>
                  <td>
                    {r.client}
                    <br />
                    <small>
                      <Email address={r.email} />
                    </small>
                  </td>
                  <td>
                    <strong>{r.service_label}</strong>: {r.subject}
                    <br />
                    <small>{formatWhen(r.created_at)}</small>
                  </td>
                  <td>
                    <StatusPill $tone={tone(r.status)}>{r.status}</StatusPill>
                  </td>
                  <td style={{ whiteSpace: 'nowrap' }}>{priceLabel(r.price)}</td>
                  <td>
                    <Actions>
                      {open ? (
                        <Quote
                          request={r}
                          busy={feedback.busy}
                          onQuote={(price) =>
                            Number.isInteger(price) && price > 0
                              ? void feedback.act(() => officeApi.quote(r.id, price), copy.requests.quoted(r.id), requests.reload)
                              : feedback.fail(copy.requests.badPrice)
                          }
                        />
                      ) : null}
                      {r.price === 'paid' && r.project_id === null ? <Button onClick={() => setStarting(r)}>{copy.requests.startProject}</Button> : null}
                      {r.project_id !== null ? <span>{copy.requests.project(r.project_id)}</span> : null}
                      {open ? (
                        <Button $variant="secondary" disabled={feedback.busy} onClick={() => void feedback.act(() => officeApi.decline(r.id), copy.requests.declined(r.id), requests.reload)}>
                          {copy.requests.decline}
                        </Button>
                      ) : null}
                      {!r.is_done ? (
                        <Button $variant="ghost" disabled={feedback.busy} onClick={() => void feedback.act(() => officeApi.completeRequest(r.id), copy.requests.doneOk(r.id), requests.reload)}>
                          {copy.requests.done}
                        </Button>
                      ) : null}
                    </Actions>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </LoadedList>
      {starting ? (
        <StartProject
          request={starting}
          onClose={(started) => {
            setStarting(null);
            if (started) void requests.reload();
          }}
        />
      ) : null}
    </Page>
  );
}
