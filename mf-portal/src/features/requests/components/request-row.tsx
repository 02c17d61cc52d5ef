import { paths, serviceLabel } from '@agency/shared-auth';
import { Link } from '@agency/shared-ui';
import { formatKobo } from '@agency/shared-ui/billing';
import styled, { css } from 'styled-components';
import { copy } from '../../../copy';
import { timeInZone, visitorZone } from '../../../lib/consultation-time';
import { formatDate } from '../../../lib/format';
import type { Consultation } from '../../consultations/api/consultations';
import { dueKobo, isPayable, type ServiceRequest } from '../../../types/service-request';
import { CartIcon, TrashIcon } from '../../../components/portal-layout/icons';
import { MessagesLink } from '../../threads/components/unread-link';

/* In a narrow list (phones, or beside the check-out panel) the text takes the full width and the actions sit
   below it, so a subject never wraps a word per line. The list is the container (requests-page.tsx). */
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem 1rem;
  @container (min-width: 540px) { grid-template-columns: minmax(0, 1fr) auto; }
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 { font-size: 1.05rem; margin: 0; }
  .subject { margin: 0.15rem 0 0; overflow-wrap: break-word; }
  .meta { color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; margin: 0.25rem 0 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: flex-start; }
  @container (min-width: 540px) { .actions { justify-content: flex-end; } }
`;

export const StatusLabel = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.85rem;
  font-weight: 700;
  ${({ theme, $status }) =>
    $status === 'Completed'
      ? css`background: ${theme.color.successSoft}; color: ${theme.color.success};`
      : $status === 'Ongoing'
        ? css`background: ${theme.color.surfaceAlt}; color: ${theme.color.text};`
        : css`background: ${theme.color.surfaceAlt}; color: ${theme.color.muted}; font-weight: 600;`}
`;

const CartToggle = styled.button.attrs({ type: 'button' })<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.8rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $on }) => ($on ? theme.color.primaryText : theme.color.primary)};
  font-weight: 700;
  cursor: pointer;
`;

const IconButton = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.danger};
  cursor: pointer;
`;

/** The consultation's date and time in WAT, the client's own time when it differs, and its status when not booked. */
function ConsultationWhen({ consultation }: { consultation: Consultation }) {
  const local = timeInZone(consultation.starts_at, visitorZone());
  const cancelled = consultation.status === 'cancelled';
  return (
    <p className="meta">
      <time dateTime={consultation.starts_at}>{copy.consultations.consultationOn(consultation.label)}</time>
      {cancelled ? ` (${copy.consultations.status.cancelled})` : null}
      {local ? (
        <>
          <br />
          <span>{copy.consultations.yourTime(local)}</span>
        </>
      ) : null}
    </p>
  );
}

export interface RequestRowProps {
  item: ServiceRequest;
  /** The request's consultation, when it was booked as one: its date and time are what the row shows. */
  consultation?: Consultation;
  /** Unread messages from the agency in the request's thread (issue 26). */
  unread?: number;
  inCart: boolean;
  onToggleCart: () => void;
  onDelete: () => void;
}

/** One request: service, subject, date, status label, the cart toggle when there is something to pay, and delete when allowed. */
export function RequestRow({ item, consultation, unread = 0, inCart, onToggleCart, onDelete }: RequestRowProps) {
  const deletable = item.is_done || item.reference !== 'Ongoing';
  const price = formatKobo(dueKobo(item));
  return (
    <Row>
      <div>
        <h2>{serviceLabel(item.request.service)}</h2>
        <p className="subject">{item.request.subject}</p>
        {consultation ? (
          <ConsultationWhen consultation={consultation} />
        ) : (
          <p className="meta">
            <time dateTime={item.date}>{formatDate(item.date)}</time>
          </p>
        )}
        {item.due_label && isPayable(item) ? <p className="meta">{copy.requests.dueNow(item.due_label, price)}</p> : null}
        {item.proposal_id ? (
          <p className="meta">
            <Link to={paths.proposal(item.proposal_id)}>{copy.requests.proposalLink(item.request.subject)}</Link>
          </p>
        ) : null}
      </div>
      <div className="actions">
        <StatusLabel $status={item.reference}>{item.reference}</StatusLabel>
        <MessagesLink requestId={item.id} subject={item.request.subject} unread={unread} />
        {isPayable(item) ? (
          <CartToggle $on={inCart} aria-pressed={inCart} aria-label={copy.requests.cartToggle(price, item.request.subject)} onClick={onToggleCart}>
            <span aria-hidden="true">{price}</span>
            <CartIcon />
          </CartToggle>
        ) : null}
        {deletable ? (
          <IconButton aria-label={copy.requests.deleteLabel(item.request.subject)} onClick={onDelete}>
            <TrashIcon />
          </IconButton>
        ) : null}
      </div>
    </Row>
  );
}
