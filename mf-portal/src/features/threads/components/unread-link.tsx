import { paths } from '@agency/shared-auth';
import { Link } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../../../copy';

const Messages = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.8rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;

/** A count beside a link (white on the accent: 5.2:1); the link's own name says it, so it is hidden from screen readers. */
export const CountBadge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.4rem;
  height: 1.4rem;
  padding: 0 0.35rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** A request's "Messages" link to its thread, with its unread count from the agency. */
export function MessagesLink({ requestId, subject, unread }: { requestId: number; subject: string; unread: number }) {
  return (
    <Messages to={paths.requestThread(requestId)} aria-label={copy.requests.messagesLabel(subject, unread)}>
      {copy.requests.messages}
      {unread > 0 ? <CountBadge aria-hidden="true">{unread}</CountBadge> : null}
    </Messages>
  );
}
