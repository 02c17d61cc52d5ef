import { errorMessage, openBookingDialog, useApiQuery } from '@agency/shared-auth';
import { Alert, Button, ConfirmDialog, LoadFailure, Spinner } from '@agency/shared-ui';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { copy } from '../../../copy';
import { timeInZone, visitorZone } from '../../../lib/consultation-time';
import { type Consultation, consultationsQuery, useCancelConsultation } from '../api/consultations';
import { RescheduleDialog } from './reschedule-dialog';

const t = copy.consultations;

const Section = styled.section`
  margin: 0 0 1.75rem;
  h2 { font-size: 1.2rem; margin: 0 0 0.75rem; }
  summary { cursor: pointer; font-weight: 700; min-height: 44px; display: flex; align-items: center; gap: 0.4rem; list-style: none; }
  summary::-webkit-details-marker { display: none; }
  summary::before { content: '▸'; color: ${({ theme }) => theme.color.primary}; }
  details[open] > summary::before { content: '▾'; }
  details { margin-top: 1rem; }
`;

const List = styled.ul`
  container-type: inline-size;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

/* Like a request's row: the facts, then the actions (below them in a narrow list, beside them from 540 px). */
const Item = styled.li<{ $past: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem 1rem;
  @container (min-width: 540px) { grid-template-columns: minmax(0, 1fr) auto; }
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 5px solid ${({ theme, $past }) => ($past ? theme.color.border : theme.color.primary)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
  h3 { font-size: 1.05rem; margin: 0 0 0.25rem; display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.6rem; }
  dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.2rem 0.75rem; margin: 0.5rem 0 0; }
  dt { font-weight: 600; color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; }
  .local { display: block; color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-start; }
  .actions button { min-height: 44px; padding: 0.4rem 1rem; }
`;

const Status = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.85rem;
  font-weight: 700;
  ${({ theme, $status }) =>
    $status === 'booked'
      ? css`background: ${theme.color.successSoft}; color: ${theme.color.success};`
      : $status === 'clash'
        ? css`background: ${theme.color.accentSoft}; color: ${theme.color.accent};`
        : css`background: ${theme.color.surfaceAlt}; color: ${theme.color.muted};`}
`;

/** Where the meeting happens, for its mode: the office's address, the client's own phone, or the video link. */
function Where({ consultation }: { consultation: Consultation }) {
  if (consultation.mode === 'phone') return t.phoneNote;
  if (consultation.mode === 'video') {
    return consultation.meeting_link ? (
      <a href={consultation.meeting_link} target="_blank" rel="noopener noreferrer">
        {t.join}
        <span className="local">{consultation.meeting_link}</span>
      </a>
    ) : (
      t.noLinkYet
    );
  }
  return consultation.location;
}

function ConsultationItem({ consultation, past, onReschedule, onCancel }: { consultation: Consultation; past: boolean; onReschedule: () => void; onCancel: () => void }) {
  const local = timeInZone(consultation.starts_at, visitorZone());
  const changeable = !past && consultation.can_change && consultation.status !== 'cancelled';
  return (
    <Item $past={past} aria-labelledby={`consultation-${consultation.id}`}>
      <div>
        <h3 id={`consultation-${consultation.id}`}>
          {consultation.service_label} <Status $status={consultation.status}>{t.status[consultation.status]}</Status>
        </h3>
        <dl>
          <dt>{t.when}</dt>
          <dd>
            <time dateTime={consultation.starts_at}>{consultation.label}</time>
            {local ? <span className="local">{t.yourTime(local)}</span> : null}
          </dd>
          <dt>{t.mode}</dt>
          <dd>{t.modes[consultation.mode]}</dd>
          {consultation.status !== 'cancelled' ? (
            <>
              <dt>{t.where}</dt>
              <dd>
                <Where consultation={consultation} />
              </dd>
            </>
          ) : null}
        </dl>
        {consultation.status === 'clash' && !past ? <p>{t.clashNote}</p> : null}
      </div>
      {changeable ? (
        <div className="actions">
          <Button $variant="secondary" aria-label={t.rescheduleLabel(consultation.service_label)} onClick={onReschedule}>
            {t.reschedule}
          </Button>
          <Button $variant="ghost" aria-label={t.cancelLabel(consultation.service_label)} onClick={onCancel}>
            {t.cancel}
          </Button>
        </div>
      ) : null}
    </Item>
  );
}

/**
 * The client's consultations (issue 27): the upcoming ones with their date and time in WAT (and in the client's
 * own zone when it differs), how and where they meet, and their status, each rescheduled with the site's slot
 * picker or cancelled after the site's confirmation; the past ones folded below.
 */
export function ConsultationsSection() {
  const load = useApiQuery(consultationsQuery);
  const cancel = useCancelConsultation();
  const [moving, setMoving] = useState<Consultation | null>(null);
  const [cancelling, setCancelling] = useState<Consultation | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const failed = load.isError && !load.isFetching;
  const upcoming = load.data?.upcoming ?? [];
  const past = load.data?.past ?? [];

  return (
    <Section aria-labelledby="your-consultations">
      <h2 id="your-consultations">{t.title}</h2>
      {load.isPending ? <Spinner label={copy.common.loading} size={28} /> : null}
      {failed ? <LoadFailure message={errorMessage(load.error, t.loadFailed)} retryLabel={copy.common.retry} onRetry={() => void load.refetch()} /> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {load.data && upcoming.length === 0 ? (
        <p>
          {past.length === 0 ? t.none : t.noneUpcoming}{' '}
          <Button $variant="secondary" onClick={() => openBookingDialog()}>
            {t.book}
          </Button>
        </p>
      ) : null}
      {upcoming.length > 0 ? (
        <List aria-label={t.upcomingLabel}>
          {upcoming.map((item) => (
            <ConsultationItem
              key={item.id}
              consultation={item}
              past={false}
              onReschedule={() => {
                setNotice(null);
                setMoving(item);
              }}
              onCancel={() => {
                setNotice(null);
                setCancelling(item);
              }}
            />
          ))}
        </List>
      ) : null}
      {past.length > 0 ? (
        <details>
          <summary>{t.past(past.length)}</summary>
          <List aria-label={t.pastLabel}>
            {past.map((item) => (
              <ConsultationItem key={item.id} consultation={item} past onReschedule={() => undefined} onCancel={() => undefined} />
            ))}
          </List>
        </details>
      ) : null}
      {moving ? <RescheduleDialog consultation={moving} onClose={() => setMoving(null)} onDone={setNotice} /> : null}
      <ConfirmDialog
        open={cancelling !== null}
        texts={{ confirmTitle: t.confirmTitle, confirmBody: cancelling ? t.confirmBody(cancelling.label) : '', confirmAction: t.confirmAction, busy: t.busy }}
        status={cancel.status}
        successText={t.cancelled}
        failureText={errorMessage(cancel.error, t.cancelFailed)}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id)}
        onClose={() => {
          setCancelling(null);
          cancel.reset();
        }}
      />
    </Section>
  );
}
