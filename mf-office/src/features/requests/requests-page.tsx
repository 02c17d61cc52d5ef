import { requestCode } from '@agency/contracts/threads';
import { ButtonLink, VisuallyHidden } from '@agency/shared-ui';
import { useState } from 'react';
import { DataTable, LoadedList, StatusFilter } from '../../components/lists';
import { useOfficeAction } from '../../components/office-action';
import { Email, Page, StatusPill, UnreadBadge } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen, naira } from '../../lib/format';
import type { OfficeRequest } from '../../lib/office-api';
import { engagementPath, unreadOf, useUnread } from '../../lib/unread';
import { useRequests } from './api';
import { RequestActions } from './request-actions';
import { StartProject } from './start-project';

const STATUSES = ['Pending', 'Quoted', 'Ongoing', 'Completed', 'Declined'];

export const statusTone = (status: string) => (status === 'Completed' ? 'done' : status === 'Pending' ? 'warn' : 'plain');

export function priceLabel(price: string): string {
  if (price === 'paid') return copy.requests.paid;
  const n = Number(price);
  return n > 0 ? naira(n) : copy.requests.notQuoted;
}

/** The request's own page (issue 26), with how many of the client's messages there are unread. */
function OpenLink({ request: r, unread }: { request: OfficeRequest; unread: number }) {
  return (
    // The name is the content (copy.engagement.openLabel's words), not an aria-label: a label must contain the visible
    // text, "Open" and its badge, and this one would have put the code between them.
    <ButtonLink to={engagementPath(r.id)}>
      {copy.engagement.open}
      <VisuallyHidden>{` ${requestCode(r.id)} (${r.client}: ${r.subject})${unread > 0 ? ',' : ''}`}</VisuallyHidden>
      {unread > 0 ? <UnreadBadge>{copy.engagement.unread(unread)}</UnreadBadge> : null}
    </ButtonLink>
  );
}

/** Every client's requests by status: quote, decline, mark done, and start the project of a paid one. */
export function RequestsPage() {
  const [status, setStatus] = useState('');
  const requests = useRequests(status);
  const unread = useUnread();
  const feedback = useOfficeAction();
  const [starting, setStarting] = useState<OfficeRequest | null>(null);

  return (
    <Page title={copy.requests.title}>
      <StatusFilter label={copy.requests.status} allLabel={copy.requests.allStatuses} statuses={STATUSES} value={status} onChange={setStatus} />
      {feedback.view}
      <LoadedList query={requests} empty={copy.common.none}>
        {(list) => (
          <DataTable stacked label={copy.requests.title} columns={['#', copy.requests.client, copy.requests.subject, copy.requests.status, copy.requests.price, copy.requests.actions]}>
            {list.map((r) => {
              return (
                <tr key={r.id}>
                  <td data-label="#">{r.id}</td>
                  <td data-label={copy.requests.client}>
                    {r.client}
                    <br />
                    <small>
                      <Email address={r.email} />
                    </small>
                  </td>
                  <td data-label={copy.requests.subject}>
                    <strong>{r.service_label}</strong>: {r.subject}
                    <br />
                    <small>{formatWhen(r.created_at)}</small>
                  </td>
                  <td data-label={copy.requests.status}>
                    <StatusPill $tone={statusTone(r.status)}>{r.status}</StatusPill>
                  </td>
                  <td data-label={copy.requests.price} style={{ whiteSpace: 'nowrap' }}>{priceLabel(r.price)}</td>
                  <td data-label={copy.requests.actions}>
                    <RequestActions
                      request={r}
                      feedback={feedback}
                      onStart={setStarting}
                      before={<OpenLink request={r} unread={unreadOf(unread.data, r.id)} />}
                    />
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
