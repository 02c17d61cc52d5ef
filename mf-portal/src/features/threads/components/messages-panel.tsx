import { paths, useApiQuery } from '@agency/shared-auth';
import { Card, Link } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { unreadQuery } from '../api/get-unread';

const text = copy.messagesPanel;

const Panel = styled(Card)`
  box-shadow: none;
  h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 0.75rem; color: ${({ theme }) => theme.color.muted}; }
  ul { list-style: none; margin: 0 0 0.75rem; padding: 0; display: grid; gap: 0.35rem; }
  li { overflow-wrap: anywhere; }
`;

/** The dashboard's Messages panel: the threads with unread messages from the agency, each linking to its thread. */
export function MessagesPanel() {
  const unread = useApiQuery(unreadQuery());
  const threads = unread.data?.threads ?? [];
  return (
    <Panel as="section" aria-labelledby="messages-panel-title">
      <h2 id="messages-panel-title">{text.title}</h2>
      {unread.isSuccess && threads.length === 0 ? <p>{text.none}</p> : null}
      {threads.length > 0 ? (
        <ul>
          {threads.map((thread) => (
            <li key={thread.request_id}>
              <Link to={paths.requestThread(thread.request_id)}>{text.item(thread.code, thread.subject, thread.unread)}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={paths.requests}>{text.allRequests}</Link>
    </Panel>
  );
}
