import type { threads } from '@agency/contracts';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { formatLagosTime } from '../../../lib/format';
import { FileDownload } from './file-download';

const text = copy.thread;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

/**
 * One message. The sides differ by their byline ("You", "Ada from the agency") and their edge (a bar on the left
 * for the agency, on the right for the client) and, from tablet width, their indent: never by colour alone.
 */
const Item = styled.li<{ $mine: boolean }>`
  min-width: 0;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $mine }) => ($mine ? theme.color.surface : theme.color.surfaceAlt)};
  ${({ theme, $mine }) => ($mine ? `border-right: 6px solid ${theme.color.accent};` : `border-left: 6px solid ${theme.color.primary};`)}
  @media (min-width: 720px) {
    ${({ $mine }) => ($mine ? 'margin-left: 15%;' : 'margin-right: 15%;')}
  }
  .byline {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    margin: 0 0 0.35rem;
    font-size: 0.92rem;
    overflow-wrap: anywhere;
  }
  .when { color: ${({ theme }) => theme.color.muted}; }
  .body { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  .files { list-style: none; margin: 0.35rem 0 0; padding: 0; display: grid; gap: 0.1rem; min-width: 0; }
`;

/** Who wrote a message, as the client reads it. */
export const authorOf = (message: threads.ThreadMessage) => (message.from === 'client' ? text.you : text.staffAuthor(message.author));

/** The thread's messages, oldest first, each with who wrote it and when (Lagos time), and the files sent with it. */
export function MessageList({ requestId, messages }: { requestId: number; messages: threads.ThreadMessage[] }) {
  if (messages.length === 0) return <p>{text.none}</p>;
  return (
    <List aria-label={text.listLabel}>
      {messages.map((message) => (
        <Item key={message.id} $mine={message.from === 'client'}>
          <p className="byline">
            <strong>{authorOf(message)}</strong>
            <time className="when" dateTime={message.sent_at}>
              {text.sentAt(formatLagosTime(message.sent_at))}
            </time>
          </p>
          {message.body ? <p className="body">{message.body}</p> : null}
          {message.files.length > 0 ? (
            <ul className="files" aria-label={text.messageFiles}>
              {message.files.map((file) => (
                <li key={file.id}>
                  <FileDownload requestId={requestId} file={file} />
                </li>
              ))}
            </ul>
          ) : null}
        </Item>
      ))}
    </List>
  );
}
