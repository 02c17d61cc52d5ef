import { addDays, lagosInstant, lagosTime } from '../../lib/lagos-time';
import type { Block, OfficeConsultation } from './api';

/** One line of a day in the calendar: a consultation, or the part of a blocked time that falls on that day. */
export type DayEntry =
  | { kind: 'consultation'; at: string; item: OfficeConsultation }
  | { kind: 'block'; at: string; item: Block; range: string; allDay: boolean };

/** The part of a block inside one Lagos day, as '12:00–14:00', or null when it does not touch the day. */
function blockOnDay(block: Block, day: string): { at: string; range: string; allDay: boolean } | null {
  const dayStart = Date.parse(lagosInstant(day, '00:00'));
  const dayEnd = Date.parse(lagosInstant(addDays(day, 1), '00:00'));
  const start = Date.parse(block.starts_at);
  const end = Date.parse(block.ends_at);
  if (end <= dayStart || start >= dayEnd) return null;
  const from = Math.max(start, dayStart);
  const to = Math.min(end, dayEnd);
  const allDay = from === dayStart && to === dayEnd;
  return { at: new Date(from).toISOString(), range: `${lagosTime(new Date(from))}–${to === dayEnd ? '24:00' : lagosTime(new Date(to))}`, allDay };
}

/**
 * The calendar's days: for each Lagos day, its consultations (by the day and time the API gives in WAT) and the
 * blocked times that touch it, in time order (a block before a consultation starting at the same minute).
 */
export function entriesByDay(days: string[], consultations: OfficeConsultation[], blocks: Block[]): Map<string, DayEntry[]> {
  const byDay = new Map<string, DayEntry[]>(days.map((day) => [day, []]));
  for (const item of consultations) byDay.get(item.date)?.push({ kind: 'consultation', at: new Date(item.starts_at).toISOString(), item });
  for (const block of blocks) {
    for (const day of days) {
      const part = blockOnDay(block, day);
      if (part) byDay.get(day)?.push({ kind: 'block', item: block, ...part });
    }
  }
  for (const list of byDay.values()) list.sort((a, b) => a.at.localeCompare(b.at) || (a.kind === 'block' ? -1 : 1));
  return byDay;
}

/**
 * A block in words, in WAT as staff typed it: 'Mon 30 Nov, 12:00–14:00', 'Mon 30 Nov (all day)',
 * 'Mon 30 Nov 12:00 – Wed 2 Dec 14:00', 'Mon 30 Nov – Wed 2 Dec (all day)'.
 */
export function describeBlock(block: Block, formatDay: (day: string) => string): string {
  const start = block.start_time ?? '00:00';
  const end = block.end_time ?? '24:00';
  const whole = start === '00:00' && end === '24:00';
  if (block.end_date === block.date) return whole ? `${formatDay(block.date)} (all day)` : `${formatDay(block.date)}, ${start}–${end}`;
  if (whole) return `${formatDay(block.date)} – ${formatDay(block.end_date)} (all day)`;
  return `${formatDay(block.date)} ${start} – ${formatDay(block.end_date)} ${end}`;
}
