import { differsFromAgency, localTime, slotInstant, zoneAbbreviation } from './schedule';

describe('a slot in WAT (UTC+1) and on the visitor\'s clock', () => {
  it('reads a slot as West Africa Time: 10:00 WAT is 09:00 UTC', () => {
    expect(slotInstant('2026-11-27', '10:00')?.toISOString()).toBe('2026-11-27T09:00:00.000Z');
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
