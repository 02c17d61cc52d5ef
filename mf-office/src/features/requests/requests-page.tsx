import { paths } from '@agency/shared-auth';
import { Button, ButtonLink } from '@agency/shared-ui';
import { useState } from 'react';
import { DataTable, LoadedList, StatusFilter } from '../../components/lists';
import { useOfficeAction } from '../../components/office-action';
import { Actions, Email, Page, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen, naira } from '../../lib/format';
import type { OfficeRequest } from '../../lib/office-api';
import { CLIENT_FACING } from '../../lib/office-query';
import { completeRequest, declineRequest, quoteRequest, useRequests } from './api';
import { QuoteRequest } from './quote-form';
import { StartProject } from './start-project';

const STATUSES = ['Pending', 'Quoted', 'Ongoing', 'Completed', 'Declined'];

const tone = (status: string) => (status === 'Completed' ? 'done' : status === 'Pending' ? 'warn' : 'plain');

export function priceLabel(price: string): string {
  if (price === 'paid') return copy.requests.paid;
  const n = Number(price);
  return n > 0 ? naira(n) : copy.requests.notQuoted;
}

/** What a change to a request makes stale: the office's lists and the client's portal. */
const REQUEST_CHANGED = ['office/requests', ...CLIENT_FACING];

/** Every client's requests by status: quote, decline, mark done, and start the project of a paid one. */
export function RequestsPage() {
  const [status, setStatus] = useState('');
  const requests = useRequests(status);
  const feedback = useOfficeAction();
  const [starting, setStarting] = useState<OfficeRequest | null>(null);

  return (
    <Page title={copy.requests.title}>
      <StatusFilter label={copy.requests.status} allLabel={copy.requests.allStatuses} statuses={STATUSES} value={status} onChange={setStatus} />
      {feedback.view}
      <LoadedList query={requests} empty={copy.common.none}>
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
                        <QuoteRequest
                          request={r}
                          busy={feedback.busy}
                          onQuote={(quote) => feedback.submit({ run: () => quoteRequest(r.id, quote), success: copy.requests.quoted(r.id), refresh: REQUEST_CHANGED })}
                        />
                      ) : null}
                      {!r.is_done ? (
                        <ButtonLink $variant="secondary" to={`${paths.office}/requests/${r.id}/proposal`} aria-label={copy.proposals.linkLabel(r.id)}>
                          {copy.proposals.link}
                        </ButtonLink>
                      ) : null}
                      {r.price === 'paid' && r.project_id === null ? <Button onClick={() => setStarting(r)}>{copy.requests.startProject}</Button> : null}
                      {r.project_id !== null ? <span>{copy.requests.project(r.project_id)}</span> : null}
                      {open ? (
                        <Button $variant="secondary" disabled={feedback.busy} onClick={() => feedback.run({ run: () => declineRequest(r.id), success: copy.requests.declined(r.id), refresh: REQUEST_CHANGED })}>
                          {copy.requests.decline}
                        </Button>
                      ) : null}
                      {!r.is_done ? (
                        <Button $variant="ghost" disabled={feedback.busy} onClick={() => feedback.run({ run: () => completeRequest(r.id), success: copy.requests.doneOk(r.id), refresh: REQUEST_CHANGED })}>
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
        <StartProject request={starting} onClose={() => setStarting(null)} />
      ) : null}
    </Page>
  );
}
