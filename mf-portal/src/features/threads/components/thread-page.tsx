import type { threads } from '@agency/contracts';
import { ApiError, errorMessage, invalidateApi, paths, useApiQuery } from '@agency/shared-auth';
import { Link, LoadFailure, PageMeta, Spinner, VisuallyHidden } from '@agency/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { PortalPage } from '../../../components/page-layout';
import { threadQuery } from '../api/get-thread';
import { Deliverables } from './deliverables';
import { authorOf, MessageList } from './message-list';
import { ReplyBox } from './reply-form';

const text = copy.thread;

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  max-width: 760px;
  min-width: 0;
  h1 { overflow-wrap: anywhere; }
  .facts { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin: -0.75rem 0 0; padding: 0; }
  .facts div { display: flex; gap: 0.35rem; }
  .facts dt { color: ${({ theme }) => theme.color.muted}; }
  .facts dd { margin: 0; font-weight: 600; }
  .links { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.25rem; }
`;

const WhatsAppLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1rem;
  border: 2px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.success};
  font-weight: 700;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.successSoft}; }
`;

/** Announces the messages that arrive while the page is open (a poll, or the client's own sent one), politely. */
function useArrivals(messages: threads.ThreadMessage[] | undefined) {
  const seen = useRef<number | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!messages) return;
    const newest = messages.at(-1)?.id ?? 0;
    if (seen.current !== null && newest > seen.current) {
      const fresh = messages.filter((m) => m.id > (seen.current ?? 0) && m.from === 'staff');
      if (fresh.length > 0) setSaid(fresh.map((m) => text.newMessage(authorOf(m))).join('. '));
    }
    seen.current = Math.max(seen.current ?? 0, newest);
  }, [messages]);
  return said;
}

/**
 * /made-requests/{id}/messages — the request's thread with the agency (issue 26): its code, subject, service and
 * status, the deliverables to review, the messages oldest first with their files (asked again every 20 s and on
 * focus), the reply form with its files, and WhatsApp.
 */
export function ThreadPage({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const load = useApiQuery({ ...threadQuery(id), enabled: valid });
  const missing = !valid || (load.error instanceof ApiError && (load.error.status === 404 || load.error.status === 403));
  const failed = load.isError && !load.isFetching && !missing;
  const thread = missing ? undefined : load.data;
  const arrivals = useArrivals(thread?.messages);

  // Reading the thread marked it read: the bell and the requests list ask again for what is still unread.
  useEffect(() => {
    if (load.dataUpdatedAt) void invalidateApi('threads/unread');
  }, [load.dataUpdatedAt]);

  return (
    <PortalPage>
      <PageMeta title={text.metaTitle} description={text.metaDescription} />
      <Layout>
        <p>
          <Link to={paths.requests}>{text.back}</Link>
        </p>
        {!thread ? <h1>{text.title}</h1> : null}
        {load.isFetching && !thread && !missing ? <Spinner label={copy.common.loading} size={32} /> : null}
        {missing ? (
          <p>{text.notFound}</p>
        ) : null}
        {failed ? <LoadFailure message={errorMessage(load.error, text.loadFailed)} retryLabel={copy.common.retry} onRetry={() => void load.refetch()} /> : null}
        {thread ? (
          <>
            <h1>{text.heading(thread.code, thread.subject)}</h1>
            <dl className="facts">
              <div>
                <dt>{text.service}</dt>
                <dd>{thread.service_label}</dd>
              </div>
              <div>
                <dt>{text.status}</dt>
                <dd>{thread.status}</dd>
              </div>
            </dl>
            <Deliverables requestId={thread.request_id} files={thread.files ?? []} />
            <section aria-labelledby="thread-messages">
              <VisuallyHidden as="h2" id="thread-messages">
                {text.title}
              </VisuallyHidden>
              <MessageList requestId={thread.request_id} messages={thread.messages} />
              <VisuallyHidden aria-live="polite" aria-atomic="true">
                {arrivals}
              </VisuallyHidden>
            </section>
            <ReplyBox requestId={thread.request_id} />
            <div className="links">
              <WhatsAppLink href={thread.whatsapp_url} target="_blank" rel="noopener noreferrer">
                {text.whatsapp}&nbsp;<VisuallyHidden>{text.whatsappNote}</VisuallyHidden>
                <span aria-hidden="true">↗</span>
              </WhatsAppLink>
            </div>
          </>
        ) : null}
      </Layout>
    </PortalPage>
  );
}
