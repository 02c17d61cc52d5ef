import { Button, ButtonLink, useSearchParams, VisuallyHidden } from '@agency/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DataTable } from '../../components/lists';
import { useOfficeAction } from '../../components/office-action';
import { Email, Loaded, Page, StatusPill, UnreadBadge } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen, naira } from '../../lib/format';
import type { OfficeRequest } from '../../lib/office-api';
import { engagementPath } from '../../lib/unread';
import { assignRequest, type RequestFilters, useRequestList, useStaffList } from './api';
import { AssigneeSelect } from './assignee-select';
import { listCopy } from './copy';
import { filtersFrom, hasFilters } from './filters';
import { RequestActions } from './request-actions';
import { RequestFiltersBar } from './request-filters';
import { SavedViews } from './saved-views';
import { StartProject } from './start-project';

export const statusTone = (status: string) => (status === 'Completed' ? 'done' : status === 'Pending' ? 'warn' : 'plain');

export function priceLabel(price: string): string {
  if (price === 'paid') return copy.requests.paid;
  const n = Number(price);
  return n > 0 ? naira(n) : copy.requests.notQuoted;
}

/** What an assignment makes stale: the office's lists (the client sees no assignee). */
const ASSIGNED = ['office/requests'];

const Results = styled.div`
  /* Phones: the cards' controls are 44 px touch targets. */
  @media (max-width: 719.98px) {
    td button, td a, td select, td input { min-height: 44px; }
  }
  td select { width: 100%; min-width: 8rem; }
`;

const Count = styled.p`
  margin: 0 0 0.75rem;
  font-weight: 600;
`;

/** The request's own page (issue 26), with how many of the client's messages this staff member has not read. */
function OpenLink({ request: r }: { request: OfficeRequest }) {
  return (
    // The name is the content (copy.engagement.openLabel's words), not an aria-label: a label must contain the visible
    // text, "Open" and its badge, and this one would have put the code between them.
    <ButtonLink to={engagementPath(r.id)}>
      {copy.engagement.open}
      <VisuallyHidden>{` ${r.code} (${r.client}: ${r.subject})${r.unread > 0 ? ',' : ''}`}</VisuallyHidden>
      {r.unread > 0 ? <UnreadBadge>{copy.engagement.unread(r.unread)}</UnreadBadge> : null}
    </ButtonLink>
  );
}

/**
 * /office/requests: every client's requests, searched and filtered (the filters live in the URL, so a view can be
 * linked and the back button undoes a change), saved as views; each request assigned, quoted, declined (once
 * confirmed), marked done, its project started.
 */
export function RequestsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const requests = useRequestList(filters);
  const staff = useStaffList();
  const feedback = useOfficeAction();
  const [starting, setStarting] = useState<OfficeRequest | null>(null);

  const change = (changes: RequestFilters) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const clear = () => setParams(new URLSearchParams());
  const assign = (r: OfficeRequest, staffId: number | null, name: string) =>
    feedback.run({ run: () => assignRequest(r.id, staffId), success: staffId === null ? listCopy.unassignedOk : listCopy.assigned(name), refresh: ASSIGNED });

  const settled = requests.data !== undefined && !requests.isPlaceholderData;
  return (
    <Page title={copy.requests.title}>
      <RequestFiltersBar filters={filters} staff={staff.data ?? []} onChange={change} />
      <SavedViews filters={filters} feedback={feedback} />
      {feedback.view}
      <Count role="status" aria-live="polite">
        {settled ? listCopy.count(requests.data.length) : ''}
      </Count>
      <Loaded query={requests}>
        {(list) =>
          list.length === 0 ? (
            hasFilters(filters) ? (
              <p>
                {listCopy.noMatch}{' '}
                <Button $variant="secondary" onClick={clear}>
                  {listCopy.clearFilters}
                </Button>
              </p>
            ) : (
              <p>{copy.common.none}</p>
            )
          ) : (
            <Results>
              <DataTable
                stacked
                // Seven columns, the actions last: below this width they would sit behind a sideways scroll.
                stackBelow={1080}
                label={copy.requests.title}
                columns={[listCopy.reference, copy.requests.client, copy.requests.subject, copy.requests.status, copy.requests.price, listCopy.assigneeColumn, copy.requests.actions]}
              >
                {list.map((r) => (
                  <tr key={r.id}>
                    <td data-label={listCopy.reference} style={{ whiteSpace: 'nowrap' }}>
                      {r.code}
                    </td>
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
                    <td data-label={copy.requests.price} style={{ whiteSpace: 'nowrap' }}>
                      {priceLabel(r.price)}
                    </td>
                    <td data-label={listCopy.assigneeColumn}>
                      <AssigneeSelect request={r} staff={staff.data ?? []} busy={feedback.busy} onAssign={(id, name) => assign(r, id, name)} />
                    </td>
                    <td data-label={copy.requests.actions}>
                      <RequestActions request={r} feedback={feedback} onStart={setStarting} before={<OpenLink request={r} />} />
                    </td>
                  </tr>
                ))}
              </DataTable>
            </Results>
          )
        }
      </Loaded>
      {starting ? <StartProject request={starting} onClose={() => setStarting(null)} /> : null}
    </Page>
  );
}
