import { type AvailabilityDay, type Slot, SlotRefused } from '@agency/contracts/consultations';
import { ApiError, errorMessage, useApiQuery } from '@agency/shared-auth';
import { LoadFailure, media, Spinner, VisuallyHidden } from '@agency/shared-ui';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { differsFromLagos, visitorTimeZone } from './calendar';
import { endpointQuery } from '@agency/shared-auth/endpoints';

/**
 * The consultation slot picker (issue 27), one for the booking dialog (mf-booking) and the manage page
 * (mf-portal): a week of the agency's open days, then the chosen day's free slots, all read from the API
 * (GET /api/availability, which owns working hours, notice, blocks and taken slots). A day with no free slot is
 * struck through and the reason the API gives is written under the week ("Bookings need 24 hours' notice.").
 * Times are WAT; each slot also shows the visitor's own time when their clock differs (from the slot's instant,
 * no zone arithmetic here). After a refused slot, `nearest` offers the API's nearest free ones first.
 * Imported by path ('@agency/shared-auth/slot-picker'); the client comes through the package entry.
 */

/**
 * A refused slot (409 { detail, nearest }: taken meanwhile, blocked, too soon), read through the contract: the
 * API's words, when it sent any, and the nearest free slots to offer first (none when the body does not parse).
 * Null for any other error. One reader for every picker's caller: booking, manage page, portal and office.
 */
export function slotRefusal(error: unknown): { detail: string | undefined; nearest: readonly Slot[] } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = SlotRefused.safeParse(error.data);
  return { detail: error.detail, nearest: parsed.success ? parsed.data.nearest : [] };
}

export const SLOT_PICKER_COPY = {
  date: 'Date',
  time: 'Time',
  zoneNote: 'Times are in West Africa Time (WAT, UTC+1).',
  yourZone: (zone: string, abbreviation: string) => `Your time zone is ${zone} (${abbreviation}); your local time is shown under each time.`,
  earlierWeek: 'Earlier week',
  laterWeek: 'Later week',
  chooseDayFirst: 'Choose a day to see its times.',
  noSlots: 'No times are left on this day. Choose another day.',
  loading: 'Loading free times',
  loadFailed: 'The free times could not be loaded.',
  retry: 'Try again',
  wat: 'WAT',
  yourTime: 'your time',
  unavailable: (reason: string) => `unavailable: ${reason}`,
  /** Under the week: which struck days, and why. */
  struck: (days: string, reason: string) => `${days}: ${reason}`,
  nearestHeading: 'Nearest free times',
  nearestIntro: 'Choose one of these, or pick another day below.',
} as const;

const c = SLOT_PICKER_COPY;
const LAGOS = 'Africa/Lagos';
const DAY_MS = 86_400_000;

/** '2026-11-27' + n days. */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's calendar day in Lagos. */
export function lagosToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LAGOS, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The Monday of the week holding `isoDay`. */
export function mondayOf(isoDay: string): string {
  const weekday = new Date(`${isoDay}T00:00:00Z`).getUTCDay();
  return addDays(isoDay, weekday === 0 ? -6 : 1 - weekday);
}

const dayFormat = (options: Intl.DateTimeFormatOptions) => (isoDay: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(new Date(`${isoDay}T00:00:00Z`));
const shortDay = dayFormat({ weekday: 'short', day: 'numeric' });
const longDay = dayFormat({ weekday: 'long', day: 'numeric', month: 'long' });

/** '24 – 28 Nov 2026' for the days shown. */
function rangeOf(first: string, last: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    new Date(`${first}T00:00:00Z`),
    new Date(`${last}T00:00:00Z`),
  );
}

/** A slot's start on a zone's clock: '09:00', or 'Thu 23:30' when it falls on another day there. */
export function clockIn(slot: Pick<Slot, 'date' | 'starts_at'>, timeZone: string): string {
  const at = new Date(slot.starts_at);
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  if (day === slot.date) return clock;
  return `${new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(at)} ${clock}`;
}

function zoneName(timeZone: string, iso: string): string {
  return (
    new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ??
    timeZone
  );
}

const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 1.25rem;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: 0.35rem; font-weight: 600; font-size: 0.95rem; }
`;

const Note = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const Reasons = styled.ul`
  margin: 0.6rem 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.875rem;
  li + li { margin-top: 0.2rem; }
`;

const WeekBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.6rem;
  font-weight: 600;
`;

const WeekButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-size: 1.3rem;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.color.primary}; }
  &:disabled { color: ${({ theme }) => theme.color.border}; cursor: not-allowed; }
`;

const Chips = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: 0.5rem;
`;

const SlotChips = styled(Chips)`
  ${media.sm} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const DayChips = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => Math.max(1, $count)}, minmax(0, 1fr));
  gap: 0.4rem;
`;

const Chip = styled.label<{ $invalid?: boolean }>`
  position: relative;
  display: block;
  input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
  > span {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    height: 100%;
    padding: 0.45rem 0.15rem;
    border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    text-align: center;
    line-height: 1.2;
    cursor: pointer;
    transition: background 0.12s ease, border-color 0.12s ease;
  }
  small { font-size: 0.75rem; color: ${({ theme }) => theme.color.muted}; font-weight: 400; white-space: nowrap; }
  strong { font-size: 1.05rem; }
  input:hover:not(:disabled) + span, > span:hover { border-color: ${({ theme }) => theme.color.primary}; }
  input:checked + span {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    small { color: ${({ theme }) => theme.color.primaryText}; }
  }
  input:focus-visible + span { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  input:disabled + span {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-color: transparent;
    color: ${({ theme }) => theme.color.muted};
    text-decoration: line-through;
  }
`;

const ErrorText = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
`;

const Nearest = styled.div`
  margin: 0 0 1.25rem;
  padding: 0.75rem;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  h3, h4 { margin: 0 0 0.25rem; font-size: 1rem; }
`;

export interface SlotValue {
  date: string;
  time: string;
}

export interface SlotPickerProps {
  value: SlotValue;
  /** A day chosen (time '' unless that day still offers the chosen time) or a slot chosen. */
  onChange: (value: SlotValue) => void;
  dateError?: string;
  timeError?: string;
  /** The radio a refused step focuses: the chosen day (else the first open one), the chosen time (else the first). */
  dateRef?: Ref<HTMLInputElement>;
  timeRef?: Ref<HTMLInputElement>;
  /** Marks the day to focus when the picker opens. */
  autoFocus?: boolean;
  /** After a refused slot: the API's nearest free ones, offered first. */
  nearest?: readonly Slot[];
  /** The clock the first week is chosen by; the current time by default. */
  now?: Date;
  /** Heading level of the nearest-times box (h3 in a dialog step, h2 on a page). */
  nearestHeading?: 'h2' | 'h3' | 'h4';
}

/** The days the picker shows: the agency's open weekdays (a weekday it never opens is left out, not struck). */
const shownDays = (days: readonly AvailabilityDay[]) => days.filter((day) => day.reason !== 'closed');

export function SlotPicker({ value, onChange, dateError, timeError, dateRef, timeRef, autoFocus, nearest, now, nearestHeading = 'h3' }: SlotPickerProps) {
  const ids = useId();
  const thisWeek = mondayOf(lagosToday(now ?? new Date()));
  const [week, setWeek] = useState(() => (value.date && value.date >= thisWeek ? mondayOf(value.date) : thisWeek));
  const query = useApiQuery(endpointQuery('GET /api/availability', { search: { from: week, days: '7' } }));
  const answer = query.data;
  const days = answer ? shownDays(answer.days) : [];
  const advanced = useRef(false);
  // The last bookable day, kept while the next week loads, so paging never waits for the answer.
  const lastDay = useRef<string | null>(null);
  if (answer) lastDay.current = answer.last_day;

  // The first week shown has nothing left (a Friday evening): open on the next one, once, unless a day is chosen.
  useEffect(() => {
    if (advanced.current || !answer || value.date) return;
    advanced.current = true;
    if (answer.days.every((day) => day.slots.length === 0) && addDays(week, 7) <= answer.last_day) setWeek(addDays(week, 7));
  }, [answer, value.date, week]);

  // The step opened before the free times arrived: once they have, the day to start from takes focus, unless the
  // visitor has already moved into a field.
  const root = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  const hasOpenDay = days.some((day) => day.slots.length > 0);
  useEffect(() => {
    if (!autoFocus || focused.current || !hasOpenDay) return;
    focused.current = true;
    const active = document.activeElement;
    if (active && /^(INPUT|SELECT|TEXTAREA|BUTTON|A)$/.test(active.tagName)) return;
    root.current?.querySelector<HTMLElement>('[data-focus-day]')?.focus();
  }, [autoFocus, hasOpenDay]);

  // A step refused while the days were still loading (a quick Next, a slow network, or a Friday evening when the
  // picker pages on to next week) had no day to focus, and focus stayed on the button pressed: the day to start
  // from takes it once the days are there, as a refusal's first invalid field does — unless the visitor has moved
  // into another field meanwhile. Once per refusal.
  const refusalFocused = useRef(false);
  useEffect(() => {
    if (!dateError) {
      refusalFocused.current = false;
      return;
    }
    if (refusalFocused.current || !hasOpenDay) return;
    refusalFocused.current = true;
    const active = document.activeElement;
    if (active && root.current?.contains(active)) return;
    if (active && /^(INPUT|SELECT|TEXTAREA)$/.test(active.tagName)) return;
    root.current?.querySelector<HTMLElement>('[data-focus-day]')?.focus();
  }, [dateError, hasOpenDay]);

  const zone = visitorTimeZone();
  const chosenDay = days.find((day) => day.date === value.date);
  const slots = chosenDay?.slots ?? [];
  // A time already chosen stays listed (marked invalid) when it is no longer offered, so its error has a place.
  const stale = value.time && chosenDay && !slots.some((slot) => slot.time === value.time);
  const sample = slots[0]?.starts_at ?? days.flatMap((day) => day.slots)[0]?.starts_at ?? answer?.now;
  const showLocal = sample ? differsFromLagos(zone, sample) : false;
  const focusDay = chosenDay?.date ?? days.find((day) => day.slots.length > 0)?.date;
  const focusTime = slots.some((slot) => slot.time === value.time) ? value.time : slots[0]?.time;
  const lastWeek = lastDay.current ? mondayOf(lastDay.current) : week;

  // The struck days of the week, grouped by the API's reason.
  const reasons = new Map<string, string[]>();
  for (const day of days) {
    if (day.slots.length === 0 && day.reason_text) reasons.set(day.reason_text, [...(reasons.get(day.reason_text) ?? []), shortDay(day.date)]);
  }

  const chooseDay = (day: AvailabilityDay) => {
    const keeps = day.slots.some((slot) => slot.time === value.time);
    onChange({ date: day.date, time: keeps ? value.time : '' });
  };
  const errorProps = (error: string | undefined, id: string) => (error ? { 'aria-invalid': true as const, 'aria-describedby': id } : {});
  const NearestHeading = nearestHeading;

  return (
    <div ref={root}>
      {nearest && nearest.length > 0 ? (
        <Nearest role="group" aria-labelledby={`${ids}-nearest`}>
          <NearestHeading id={`${ids}-nearest`}>{c.nearestHeading}</NearestHeading>
          <Note>{c.nearestIntro}</Note>
          <SlotChips $min={showLocal ? '6rem' : '5rem'}>
            {nearest.map((slot) => (
              <Chip key={`${slot.date} ${slot.time}`}>
                <input
                  type="radio"
                  name={`${ids}-nearest`}
                  value={`${slot.date} ${slot.time}`}
                  checked={value.date === slot.date && value.time === slot.time}
                  onChange={() => {
                    setWeek(mondayOf(slot.date));
                    onChange({ date: slot.date, time: slot.time });
                  }}
                />
                <span>
                  <small>{shortDay(slot.date)}</small>
                  <strong>
                    {slot.time} <VisuallyHidden>{c.wat}</VisuallyHidden>
                  </strong>
                  {showLocal ? <small>{`${clockIn(slot, zone)} ${c.yourTime}`}</small> : null}
                </span>
              </Chip>
            ))}
          </SlotChips>
        </Nearest>
      ) : null}
      <Group aria-describedby={dateError ? `${ids}-date-error` : undefined} aria-busy={query.isPending || undefined}>
        <legend>{c.date}</legend>
        <WeekBar>
          <WeekButton aria-label={c.earlierWeek} disabled={week <= thisWeek} onClick={() => setWeek(addDays(week, -7))}>
            <span aria-hidden="true">‹</span>
          </WeekButton>
          <span aria-live="polite">{rangeOf(days[0]?.date ?? week, days.at(-1)?.date ?? addDays(week, 4))}</span>
          <WeekButton aria-label={c.laterWeek} disabled={!lastDay.current || addDays(week, 7) > lastWeek} onClick={() => setWeek(addDays(week, 7))}>
            <span aria-hidden="true">›</span>
          </WeekButton>
        </WeekBar>
        {query.isPending ? <Spinner label={c.loading} size={28} /> : null}
        {query.isError ? <LoadFailure message={errorMessage(query.error, c.loadFailed)} retryLabel={c.retry} onRetry={() => void query.refetch()} /> : null}
        {answer ? (
          <>
            <DayChips $count={days.length}>
              {days.map((day) => {
                const open = day.slots.length > 0;
                return (
                  <Chip key={day.date} $invalid={Boolean(dateError)}>
                    <input
                      type="radio"
                      name={`${ids}-date`}
                      value={day.date}
                      checked={value.date === day.date}
                      disabled={!open}
                      onChange={() => chooseDay(day)}
                      ref={day.date === focusDay ? dateRef : undefined}
                      {...errorProps(dateError, `${ids}-date-error`)}
                      {...(day.date === focusDay ? { 'data-focus-day': true } : {})}
                      {...(autoFocus && day.date === focusDay ? { 'data-autofocus': true } : {})}
                    />
                    <span>
                      <small aria-hidden="true">{dayFormat({ weekday: 'short' })(day.date)}</small>
                      <strong aria-hidden="true">{dayFormat({ day: 'numeric' })(day.date)}</strong>
                      <small aria-hidden="true">{dayFormat({ month: 'short' })(day.date)}</small>
                      <VisuallyHidden>
                        {longDay(day.date)}
                        {!open && day.reason_text ? `, ${c.unavailable(day.reason_text)}` : ''}
                      </VisuallyHidden>
                    </span>
                  </Chip>
                );
              })}
            </DayChips>
            {reasons.size > 0 ? (
              <Reasons>
                {[...reasons].map(([reason, names]) => (
                  <li key={reason}>{c.struck(names.join(', '), reason)}</li>
                ))}
              </Reasons>
            ) : null}
          </>
        ) : null}
        {dateError ? <ErrorText id={`${ids}-date-error`}>{dateError}</ErrorText> : null}
      </Group>
      <Group aria-describedby={timeError ? `${ids}-time-error` : undefined}>
        <legend>{c.time}</legend>
        <Note>
          {c.zoneNote}
          {showLocal && sample ? ` ${c.yourZone(zone, zoneName(zone, sample))}` : null}
        </Note>
        {!answer ? null : !chosenDay ? <Note>{c.chooseDayFirst}</Note> : slots.length === 0 && !stale ? <Note>{c.noSlots}</Note> : null}
        {chosenDay && (slots.length > 0 || stale) ? (
          <SlotChips $min={showLocal ? '6rem' : '5rem'}>
            {[...slots.map((slot) => ({ time: slot.time, slot })), ...(stale ? [{ time: value.time, slot: null }] : [])]
              .sort((a, b) => a.time.localeCompare(b.time))
              .map(({ time, slot }) => (
                <Chip key={time} $invalid={Boolean(timeError) && (!value.time || value.time === time)}>
                  <input
                    type="radio"
                    name={`${ids}-time`}
                    value={time}
                    checked={value.time === time}
                    onChange={() => onChange({ date: value.date, time })}
                    ref={time === (focusTime ?? value.time) ? timeRef : undefined}
                    {...errorProps(timeError, `${ids}-time-error`)}
                  />
                  <span>
                    <strong>
                      {time} <VisuallyHidden>{c.wat}</VisuallyHidden>
                    </strong>
                    {showLocal && slot ? <small>{`${clockIn(slot, zone)} ${c.yourTime}`}</small> : null}
                  </span>
                </Chip>
              ))}
          </SlotChips>
        ) : null}
        {timeError ? <ErrorText id={`${ids}-time-error`}>{timeError}</ErrorText> : null}
      </Group>
    </div>
  );
}
