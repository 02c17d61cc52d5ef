import {
  agencyToday,
  bookableWeeks,
  differsFromAgency,
  firstOpenDay,
  isBookable,
  lastBookableDay,
  localTime,
  openSlots,
  SLOT_TIMES,
  slotInstant,
  weekRange,
  zoneAbbreviation,
} from './schedule';

// Monday 23 November 2026, 08:00 in Lagos (07:00 UTC).
const MONDAY_8AM_WAT = new Date('2026-11-23T07:00:00Z');

describe('the agency schedule (WAT, UTC+1)', () => {
  it('offers 30-minute slots within working hours: 09:00 to 16:30, never 3 AM', () => {
    expect(SLOT_TIMES[0]).toBe('09:00');
    expect(SLOT_TIMES.at(-1)).toBe('16:30');
    expect(SLOT_TIMES).toHaveLength(16);
    expect(SLOT_TIMES).not.toContain('03:00');
    expect(isBookable('2026-11-27', '03:00', MONDAY_8AM_WAT)).toBe(false);
    expect(isBookable('2026-11-27', '17:00', MONDAY_8AM_WAT)).toBe(false);
    expect(isBookable('2026-11-27', '10:15', MONDAY_8AM_WAT)).toBe(false);
    expect(isBookable('2026-11-27', '10:30', MONDAY_8AM_WAT)).toBe(true);
  });

  it('reads a slot as West Africa Time: 10:00 WAT is 09:00 UTC', () => {
    expect(slotInstant('2026-11-27', '10:00')?.toISOString()).toBe('2026-11-27T09:00:00.000Z');
  });

  it('offers no weekend and no slot sooner than 24 hours ahead', () => {
    expect(openSlots('2026-11-28', MONDAY_8AM_WAT)).toEqual([]); // Saturday
    expect(openSlots('2026-11-29', MONDAY_8AM_WAT)).toEqual([]); // Sunday
    expect(openSlots('2026-11-23', MONDAY_8AM_WAT)).toEqual([]); // today
    expect(openSlots('2026-11-24', MONDAY_8AM_WAT)).toEqual(SLOT_TIMES); // tomorrow from 09:00, 25 hours ahead
    // Tuesday 15:10 WAT: Wednesday's slots before 15:10 are gone.
    const tuesdayAfternoon = new Date('2026-11-24T14:10:00Z');
    expect(openSlots('2026-11-25', tuesdayAfternoon)[0]).toBe('15:30');
    expect(firstOpenDay(tuesdayAfternoon)).toBe('2026-11-25');
  });

  it('after Friday closing the first open day is Monday', () => {
    const fridayEvening = new Date('2026-11-27T17:00:00Z'); // 18:00 WAT
    expect(firstOpenDay(fridayEvening)).toBe('2026-11-30');
    expect(openSlots('2026-11-30', fridayEvening)[0]).toBe('09:00');
  });

  it("uses Lagos' calendar day, not the visitor's: 23:30 UTC on Sunday is already Monday in Lagos", () => {
    expect(agencyToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });

  it('books up to eight weeks ahead, week by week from Monday', () => {
    const weeks = bookableWeeks(MONDAY_8AM_WAT);
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toBe('2026-11-23');
    expect(weeks[1]).toBe('2026-11-30');
    expect(lastBookableDay(MONDAY_8AM_WAT)).toBe('2027-01-17');
    expect(isBookable('2027-01-18', '10:00', MONDAY_8AM_WAT)).toBe(false);
    expect(weekRange('2026-12-28')).toMatch(/28 Dec 2026\s?–\s?1 Jan 2027/);
  });

  it("shows a slot on the visitor's clock, with the day when it differs", () => {
    expect(localTime('2026-11-27', '10:00', 'Africa/Lagos')).toBe('10:00');
    expect(localTime('2026-11-27', '10:00', 'Europe/London')).toBe('09:00');
    expect(localTime('2026-11-27', '09:00', 'America/Los_Angeles')).toBe('00:00');
    expect(localTime('2026-11-27', '16:30', 'Asia/Tokyo')).toBe('Sat 00:30');
    expect(localTime('2026-11-27', '09:00', 'America/New_York')).toBe('03:00');
  });

  it("notes the visitor's zone only when their clock differs from Lagos at that time", () => {
    const at = slotInstant('2026-11-27', '12:00')!;
    expect(differsFromAgency('Africa/Lagos', at)).toBe(false);
    expect(differsFromAgency('Africa/Kinshasa', at)).toBe(false); // also UTC+1
    expect(differsFromAgency('Europe/London', at)).toBe(true);
    // In summer London is UTC+1 too: same clock as Lagos.
    expect(differsFromAgency('Europe/London', slotInstant('2026-07-01', '12:00')!)).toBe(false);
    expect(zoneAbbreviation('Europe/London', at)).toBe('GMT');
  });
});
