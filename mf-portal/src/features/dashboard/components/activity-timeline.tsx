import { errorMessage, paths, useApiQuery } from '@agency/shared-auth';
import { Card, Link, LoadFailure, Spinner } from '@agency/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { formatLagosTime } from '../../../lib/format';
import { activityQuery } from '../api/get-activity';

const text = copy.dashboard;

/** How many events show before "Show all". */
export const ACTIVITY_SHOWN = 8;

const Panel = styled(Card)`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  padding: 1.25rem;
  box-shadow: none;
  h2 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; }
  .empty { color: ${({ theme }) => theme.color.muted}; }
  .more {
    justify-self: start;
    min-height: 44px;
    padding: 0 0.9rem;
    border: 1px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .thread { display: inline-flex; align-items: center; min-height: 44px; overflow-wrap: anywhere; }
`;

/** A line down the start edge joins the events; each has a dot (decorative) and its date in words. */
const Events = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 1.1rem;
  border-left: 2px solid ${({ theme }) => theme.color.border};
  display: grid;
  gap: 0.85rem;
  min-width: 0;
  li { position: relative; display: grid; gap: 0.1rem; min-width: 0; }
  li::before {
    content: '';
    position: absolute;
    left: calc(-1.1rem - 6px);
    top: 0.35rem;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
  }
  .what { overflow-wrap: anywhere; }
  .when { font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
`;

/**
 * The project's Activity (issue 26): what happened on its request (stages reached, files shared, deliverables sent
 * and answered, payments), NEWEST first (the API sends them oldest first: the latest is what a client comes to
 * see), each with its date in Lagos time and who did it; the latest few, then all on request. It links to the
 * request's messages and files, where deliverables are answered.
 */
export function ActivityTimeline({ requestId }: { requestId: number }) {
  const load = useApiQuery(activityQuery(requestId));
  const [all, setAll] = useState(false);
  const titleId = useId();
  const items = [...(load.data?.items ?? [])].reverse();
  const shown = all ? items : items.slice(0, ACTIVITY_SHOWN);
  const failed = load.isError && !load.isFetching;

  return (
    <Panel as="section" aria-labelledby={titleId} aria-busy={load.isFetching || undefined}>
      <h2 id={titleId}>{text.activityTitle}</h2>
      {load.isPending && load.isFetching ? <Spinner label={copy.common.loading} size={24} /> : null}
      {failed ? <LoadFailure message={errorMessage(load.error, text.activityLoadFailed)} retryLabel={copy.common.retry} onRetry={() => void load.refetch()} /> : null}
      {load.data && items.length === 0 ? <p className="empty">{text.activityNone}</p> : null}
      {shown.length > 0 ? (
        <Events aria-label={text.activityList}>
          {shown.map((item) => (
            // Events have no id: their time, kind and text tell them apart.
            <li key={`${item.at} ${item.kind} ${item.text}`}>
              <span className="what">{item.text}</span>
              {/* Who first, the date last: a date's width varies, and nothing after it should move with it. */}
              <span className="when">
                {item.by ? `${text.activityBy(item.by)} · ` : null}
                <time dateTime={item.at}>{text.activityAt(formatLagosTime(item.at))}</time>
              </span>
            </li>
          ))}
        </Events>
      ) : null}
      {items.length > ACTIVITY_SHOWN ? (
        <button type="button" className="more" aria-expanded={all} onClick={() => setAll((was) => !was)}>
          {all ? text.activityShowFewer(ACTIVITY_SHOWN) : text.activityShowAll(items.length)}
        </button>
      ) : null}
      {load.data ? (
        <Link className="thread" to={paths.requestThread(requestId)}>
          {text.activityThread(load.data.code)}
        </Link>
      ) : null}
    </Panel>
  );
}
