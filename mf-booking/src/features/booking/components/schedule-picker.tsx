import { media, VisuallyHidden } from '@agency/shared-ui';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import styled from 'styled-components';
import { copy } from '@/copy';
import type { BookingFormApi } from '../lib/booking-form';
import {
  addDays,
  bookableWeeks,
  dayParts,
  differsFromAgency,
  firstOpenDay,
  localTime,
  mondayOf,
  openSlots,
  SLOT_TIMES,
  slotInstant,
  visitorTimeZone,
  weekRange,
  zoneAbbreviation,
} from '../lib/schedule';

const f = copy.booking.fields;
const s = copy.booking.schedule;

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

/** The chips of a radio group: the native radio stays (keyboard, forms, screen readers), only hidden from sight. */
const Chips = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: 0.5rem;
`;

/** Sixteen slots: four even rows of four wherever four fit, three a row on a phone. */
const SlotChips = styled(Chips)`
  ${media.sm} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const DayChips = styled(Chips)`
  grid-template-columns: repeat(5, minmax(0, 1fr));
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

export interface SchedulePickerProps {
  form: BookingFormApi;
  /** Marks the day to focus when the step opens. */
  autoFocus?: boolean;
  /** The clock the offer is computed from; the current time by default. */
  now?: Date;
}

/**
 * Step 3, Calendly-style: a week of working days, then that day's 30-minute slots, all in WAT. The visitor's
 * own time zone and each slot's local time show when their clock differs from Lagos. Weekends, past days and
 * slots sooner than the 24-hour lead time are never offered (see lib/schedule.ts). Day and time are
 * controlled by the form; each one's `ref` is the radio a refused step focuses (the chosen one, else the
 * first that can be chosen).
 */
export function SchedulePicker({ form, autoFocus, now = new Date() }: SchedulePickerProps) {
  const ids = useId();
  const dateField = useController({ control: form.control, name: 'date' });
  const timeField = useController({ control: form.control, name: 'time' });
  const date = dateField.field.value;
  const time = timeField.field.value;
  const weeks = bookableWeeks(now);
  const [week, setWeek] = useState(() => {
    const start = mondayOf(date || firstOpenDay(now));
    return weeks.includes(start) ? start : weeks[0]!;
  });
  const weekIndex = weeks.indexOf(week);
  const days = [0, 1, 2, 3, 4].map((i) => addDays(week, i));
  const zone = visitorTimeZone();
  const slots = date ? openSlots(date, now) : [];
  // A time already chosen stays listed (marked invalid) even if it is no longer offered, so the error has a place.
  const shown = time && date && !slots.includes(time) && SLOT_TIMES.includes(time) ? [...slots, time].sort() : slots;
  const sample = slotInstant(date || days[0]!, '12:00') ?? now;
  const showLocal = differsFromAgency(zone, sample);
  const dateError = dateField.fieldState.error?.message;
  const timeError = timeField.fieldState.error?.message;
  const focusDay = days.find((d) => d === date) ?? days.find((d) => openSlots(d, now).length > 0);
  const focusTime = shown.includes(time) ? time : shown[0];

  const chooseDay = (day: string) => {
    // A new day may make the chosen time's error moot: the time is checked again on Next.
    if (!openSlots(day, now).includes(time)) form.setValue('time', '');
    form.clearErrors('time');
    dateField.field.onChange(day);
  };
  const errorProps = (error: string | undefined, id: string) =>
    error ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};

  return (
    <>
      <Group aria-describedby={dateError ? `${ids}-date-error` : undefined}>
        <legend>{f.date}</legend>
        <Note>{s.hours}</Note>
        <WeekBar>
          <WeekButton aria-label={s.earlierWeek} disabled={weekIndex <= 0} onClick={() => setWeek(weeks[weekIndex - 1]!)}>
            <span aria-hidden="true">‹</span>
          </WeekButton>
          <span aria-live="polite">{weekRange(week)}</span>
          <WeekButton aria-label={s.laterWeek} disabled={weekIndex >= weeks.length - 1} onClick={() => setWeek(weeks[weekIndex + 1]!)}>
            <span aria-hidden="true">›</span>
          </WeekButton>
        </WeekBar>
        <DayChips $min="3rem">
          {days.map((day) => {
            const parts = dayParts(day);
            const open = openSlots(day, now).length > 0;
            return (
              <Chip key={day} $invalid={Boolean(dateError)}>
                <input
                  type="radio"
                  name="date"
                  value={day}
                  checked={date === day}
                  disabled={!open}
                  onChange={() => chooseDay(day)}
                  ref={day === focusDay ? dateField.field.ref : undefined}
                  {...errorProps(dateError, `${ids}-date-error`)}
                  {...(autoFocus && day === focusDay ? { 'data-autofocus': true } : {})}
                />
                <span>
                  <small aria-hidden="true">{parts.weekday}</small>
                  <strong aria-hidden="true">{parts.day}</strong>
                  <small aria-hidden="true">{parts.month}</small>
                  <VisuallyHidden>{`${new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${day}T00:00:00Z`))}`}</VisuallyHidden>
                </span>
              </Chip>
            );
          })}
        </DayChips>
        {dateError ? <ErrorText id={`${ids}-date-error`}>{dateError}</ErrorText> : null}
      </Group>
      <Group aria-describedby={timeError ? `${ids}-time-error` : undefined}>
        <legend>{f.time}</legend>
        <Note>
          {s.zoneNote}
          {showLocal ? ` ${s.yourZone(zone, zoneAbbreviation(zone, sample))}` : null}
        </Note>
        {!date ? <Note>{s.chooseDayFirst}</Note> : shown.length === 0 ? <Note>{s.noSlots}</Note> : null}
        {shown.length > 0 ? (
          <SlotChips $min={showLocal ? '6rem' : '5rem'}>
            {shown.map((slot) => (
              <Chip key={slot} $invalid={Boolean(timeError) && (!time || time === slot)}>
                <input
                  type="radio"
                  name="time"
                  value={slot}
                  checked={time === slot}
                  onChange={() => timeField.field.onChange(slot)}
                  ref={slot === focusTime ? timeField.field.ref : undefined}
                  {...errorProps(timeError, `${ids}-time-error`)}
                />
                <span>
                  <strong>
                    {slot} <VisuallyHidden>{s.wat}</VisuallyHidden>
                  </strong>
                  {showLocal ? <small>{`${localTime(date, slot, zone)} ${s.yourTime}`}</small> : null}
                </span>
              </Chip>
            ))}
          </SlotChips>
        ) : null}
        {timeError ? <ErrorText id={`${ids}-time-error`}>{timeError}</ErrorText> : null}
      </Group>
    </>
  );
}
