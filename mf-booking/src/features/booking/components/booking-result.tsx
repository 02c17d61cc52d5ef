import type { ManagedConsultation } from '@agency/contracts/consultations';
import { paths } from '@agency/contracts/pages';
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
import { VisuallyHidden } from '@agency/shared-ui';
import { useId } from 'react';
import { useHydrated } from '@agency/shared-ui/hydrated';
import styled from 'styled-components';
import { copy } from '@/copy';

const r = copy.booking.result;

const Recap = styled.section`
  margin: 1.25rem 0 0;
  text-align: left;
  h2, h3, h4 { margin: 0 0 0.5rem; font-size: 1rem; }
  dl { display: grid; grid-template-columns: minmax(0, auto) minmax(0, 1fr); gap: 0.35rem 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  p { margin: 0; }
  & + & { margin-top: 1rem; }
`;

const CalendarLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
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

/** An absolute address of a site page (for the calendar entry's details). */
const siteUrl = (path: string) => new URL(path, globalThis.location?.href ?? 'http://localhost/').href;

/**
 * The booked consultation under the spec's success text: when (WAT, and the visitor's own time when their clock
 * differs), how the meeting happens and where, "Add to calendar" (Google, Outlook, the API's .ics) and what
 * happens next (the email just sent, with its reschedule/cancel link and, for a new client, the set-up link).
 */
export function BookingResult({ consultation, email, level = 4 }: { consultation: ManagedConsultation; email?: string; level?: 2 | 3 | 4 }) {
  const ids = useId();
  const Heading = `h${level}` as 'h4';
  // The visitor's own clock is known in their browser only: a server-rendered result (the /book page) adds it on hydration.
  const hydrated = useHydrated();
  const zone = visitorTimeZone();
  const own = hydrated && differsFromLagos(zone, consultation.starts_at) ? timeIn(consultation.starts_at, zone) : null;
  const managePath = paths.manageConsultation(consultation.manage_token);
  const entry = calendarEntry(consultation, siteUrl(managePath));
  const link = consultation.mode === 'video' ? consultation.meeting_link : null;
  return (
    <>
      <Recap aria-labelledby={`${ids}-recap`}>
        <Heading id={`${ids}-recap`}>{r.recapHeading}</Heading>
        <dl>
          <dt>{r.when}</dt>
          <dd>{consultation.label}</dd>
          {own ? (
            <>
              <dt>{r.yourTime(own.zone)}</dt>
              <dd>{own.text}</dd>
            </>
          ) : null}
          <dt>{r.meeting}</dt>
          <dd>{MEETING_MODE_LABELS[consultation.mode]}</dd>
          <dt>{r.where}</dt>
          <dd>
            {link ? <a href={link}>{link}</a> : consultation.mode === 'video' ? r.linkLater : consultation.mode === 'phone' ? copy.booking.mode.hints.phone : consultation.location}
          </dd>
        </dl>
      </Recap>
      <Recap aria-labelledby={`${ids}-calendar`}>
        <Heading id={`${ids}-calendar`}>{r.calendarHeading}</Heading>
        <CalendarLinks>
          <li>
            <a href={googleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
              {r.google} <VisuallyHidden>{r.newTab}</VisuallyHidden>
            </a>
          </li>
          <li>
            <a href={outlookCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
              {r.outlook} <VisuallyHidden>{r.newTab}</VisuallyHidden>
            </a>
          </li>
          <li>
            <a href={icsUrl(consultation.manage_token)} download="consultation.ics">
              {r.ics}
            </a>
          </li>
        </CalendarLinks>
      </Recap>
      <Recap aria-labelledby={`${ids}-next`}>
        <Heading id={`${ids}-next`}>{r.nextHeading}</Heading>
        <p>{email ? r.next(email) : copy.pages.book.nextNoEmail}</p>
        <p>
          <a href={managePath}>{r.manage}</a>
        </p>
      </Recap>
    </>
  );
}
