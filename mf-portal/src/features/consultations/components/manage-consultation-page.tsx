import type { ManagedConsultation, Slot } from '@agency/contracts/consultations';
import { paths } from '@agency/contracts/pages';
import { ApiError, errorMessage, openBookingDialog } from '@agency/shared-auth';
import {
  calendarEntry,
  differsFromLagos,
  googleCalendarUrl,
  icsUrl,
  MEETING_MODE_LABELS,
  outlookCalendarUrl,
  timeIn,
  visitorTimeZone,
} from '@agency/shared-auth/calendar';
import { SlotPicker, type SlotValue, slotRefusal } from '@agency/shared-auth/slot-picker';
import { Alert, Button, ConfirmDialog, DialogActions, LoadFailure, media, PageMeta, Spinner, useNavigate, useParams, VisuallyHidden } from '@agency/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { NarrowPage, NarrowPanel } from '../../../components/page-layout';
import { copy } from '../../../copy';
import { useCancel, useManagedConsultation, useReschedule } from '../api/manage-consultation';

const text = copy.manageConsultation;

/** Wider than the other emailed-link pages: the slot picker's week and its four columns of times. */
const Panel = styled(NarrowPanel)`
  max-width: 36rem;
  h2 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: 0.4rem 1rem;
  margin: 0 0 1rem;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const CalendarLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.4rem 0.9rem;
    border: 2px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

const Actions = styled(DialogActions)`
  flex-wrap: wrap;
  ${media.sm} { flex-wrap: nowrap; }
`;

const siteUrl = (path: string) => new URL(path, globalThis.location?.href ?? 'http://localhost/').href;

function ConsultationDetails({ consultation }: { consultation: ManagedConsultation }) {
  const zone = visitorTimeZone();
  const own = differsFromLagos(zone, consultation.starts_at) ? timeIn(consultation.starts_at, zone) : null;
  const link = consultation.mode === 'video' ? consultation.meeting_link : null;
  return (
    <Details>
      <dt>{text.service}</dt>
      <dd>{consultation.service_label}</dd>
      <dt>{text.when}</dt>
      <dd>{consultation.label}</dd>
      {own ? (
        <>
          <dt>{text.yourTime(own.zone)}</dt>
          <dd>{own.text}</dd>
        </>
      ) : null}
      <dt>{text.meeting}</dt>
      <dd>{MEETING_MODE_LABELS[consultation.mode]}</dd>
      <dt>{text.where}</dt>
      <dd>
        {link ? <a href={link}>{link}</a> : consultation.mode === 'video' ? text.linkLater : consultation.mode === 'phone' ? text.phoneHow : consultation.location}
      </dd>
    </Details>
  );
}

function AddToCalendar({ consultation }: { consultation: ManagedConsultation }) {
  const ids = useId();
  const entry = calendarEntry(consultation, siteUrl(paths.manageConsultation(consultation.manage_token)));
  return (
    <section aria-labelledby={ids}>
      <h2 id={ids}>{text.calendarHeading}</h2>
      <CalendarLinks>
        <li>
          <a href={googleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
            {text.google} <VisuallyHidden>{text.newTab}</VisuallyHidden>
          </a>
        </li>
        <li>
          <a href={outlookCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
            {text.outlook} <VisuallyHidden>{text.newTab}</VisuallyHidden>
          </a>
        </li>
        <li>
          <a href={icsUrl(consultation.manage_token)} download="consultation.ics">
            {text.ics}
          </a>
        </li>
      </CalendarLinks>
    </section>
  );
}

/**
 * /consultation/{token} — the page every consultation email links to (issue 27): the booking, "Add to calendar",
 * and, while it can still change, Reschedule (the booking dialog's slot picker, free slots from the API) and
 * Cancel (asked first). No sign-in: the token is the proof. Opening the page only reads (mail scanners open
 * links); a move or a cancellation happens on a press. A move rotates the token, so the page moves to the new
 * address; an old, used or unknown token says so, with the API's words.
 */
export function ManageConsultationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const query = useManagedConsultation(token);
  const reschedule = useReschedule(token);
  const cancel = useCancel(token);
  const [picking, setPicking] = useState(false);
  const [choice, setChoice] = useState<SlotValue>({ date: '', time: '' });
  const [refusal, setRefusal] = useState<{ detail: string; nearest: readonly Slot[] } | null>(null);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const status = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const pickHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (movedTo) status.current?.focus();
  }, [movedTo]);
  useEffect(() => {
    if (picking) pickHeading.current?.focus();
  }, [picking]);

  const consultation = query.data;
  const blank = !token.trim();

  const move = () => {
    if (!choice.date || !choice.time) {
      setChoiceError(text.chooseFirst);
      return;
    }
    reschedule.mutate(choice, {
      onSuccess: (answer) => {
        setPicking(false);
        setRefusal(null);
        setMovedTo(answer.label);
        navigate(paths.manageConsultation(answer.manage_token), { replace: true });
      },
      onError: (error) => {
        const refused = slotRefusal(error);
        if (refused) {
          setRefusal({ detail: refused.detail ?? text.chooseFirst, nearest: refused.nearest });
          setChoice((current) => ({ ...current, time: '' }));
        }
      },
    });
  };

  const failure = blank ? text.tokenFailure : query.isError ? errorMessage(query.error, text.tokenFailure) : null;
  const tokenProblem = blank || (query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500);
  const booked = consultation && consultation.status !== 'cancelled';
  const changeable = Boolean(booked && consultation.can_change);
  const moveError = reschedule.isError && !refusal ? errorMessage(reschedule.error, text.tokenFailure) : null;

  return (
    <NarrowPage>
      <PageMeta title={text.metaTitle} description={text.metaDescription} />
      <Panel>
        <h1 ref={heading} tabIndex={-1}>
          {text.title}
        </h1>
        {!blank && query.isPending ? <Spinner label={text.loading} size={32} /> : null}
        {failure && tokenProblem ? (
          <>
            <Alert tone="error">{failure}</Alert>
            <p>{text.tokenNote}</p>
            <Button onClick={() => openBookingDialog(null, { purpose: 'consultation' })}>{text.bookAgain}</Button>
          </>
        ) : null}
        {failure && !tokenProblem ? <LoadFailure message={errorMessage(query.error, text.loadFailed)} retryLabel={text.retry} onRetry={() => void query.refetch()} /> : null}
        {consultation ? (
          <>
            <div ref={status} tabIndex={-1}>
              {movedTo ? <Alert tone="success">{text.moved(movedTo)}</Alert> : null}
              {consultation.status === 'cancelled' ? (
                <Alert tone="info">
                  <strong>{text.cancelledTitle}</strong> {text.cancelledBody}
                </Alert>
              ) : null}
            </div>
            {consultation.status === 'clash' ? <Alert tone="info">{text.clashNote}</Alert> : null}
            <ConsultationDetails consultation={consultation} />
            {consultation.status === 'cancelled' ? (
              <Button onClick={() => openBookingDialog(null, { purpose: 'consultation' })}>{text.bookAgain}</Button>
            ) : null}
            {booked && !changeable ? <p>{text.pastNote}</p> : null}
            {booked ? <AddToCalendar consultation={consultation} /> : null}
            {changeable && !picking ? (
              <Actions>
                <Button $variant="danger" onClick={() => setAsking(true)}>
                  {text.cancel}
                </Button>
                <Button
                  onClick={() => {
                    setMovedTo(null);
                    setPicking(true);
                  }}
                >
                  {text.reschedule}
                </Button>
              </Actions>
            ) : null}
            {changeable && picking ? (
              <section aria-labelledby="reschedule-heading">
                <h2 id="reschedule-heading" ref={pickHeading} tabIndex={-1}>
                  {text.rescheduleHeading}
                </h2>
                <p>{text.rescheduleIntro}</p>
                {refusal ? <Alert tone="error">{refusal.detail}</Alert> : null}
                {moveError ? <Alert tone="error">{moveError}</Alert> : null}
                <SlotPicker
                  value={choice}
                  onChange={(next) => {
                    setChoice(next);
                    setChoiceError(undefined);
                  }}
                  timeError={choiceError}
                  nearest={refusal?.nearest}
                  nearestHeading="h3"
                  autoFocus
                />
                <Actions>
                  <Button
                    $variant="secondary"
                    onClick={() => {
                      setPicking(false);
                      setRefusal(null);
                      setChoiceError(undefined);
                      reschedule.reset();
                    }}
                  >
                    {text.keep}
                  </Button>
                  <Button onClick={move} disabled={reschedule.isPending}>
                    {reschedule.isPending ? (
                      <Spinner label={text.moving} size={18} />
                    ) : choice.date && choice.time ? (
                      text.confirmMove(`${new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${choice.date}T00:00:00Z`))}, ${choice.time} WAT`)
                    ) : (
                      text.reschedule
                    )}
                  </Button>
                </Actions>
              </section>
            ) : null}
          </>
        ) : null}
      </Panel>
      <ConfirmDialog
        open={asking}
        texts={{ confirmTitle: text.confirmTitle, confirmBody: text.confirmBody, confirmAction: text.confirmAction, busy: text.busy }}
        status={cancel.status}
        failureText={errorMessage(cancel.error, text.cancelFailed)}
        successText={text.cancelledTitle}
        onConfirm={() => {
          setMovedTo(null);
          cancel.mutate({});
        }}
        onClose={() => {
          setAsking(false);
          cancel.reset();
        }}
      />
    </NarrowPage>
  );
}
