import { localDay, tutorialStatus } from './tutorial-status';

const TODAY = '2026-11-23';
const base = { is_done: false, is_current: false, start_date: '2027-01-12', end_date: '2027-03-02' };

describe('tutorialStatus', () => {
  it('is upcoming when not marked current', () => {
    expect(tutorialStatus(base, TODAY)).toBe('upcoming');
  });

  it('is current when marked current, up to and including its last day', () => {
    expect(tutorialStatus({ ...base, is_current: true }, TODAY)).toBe('current');
    expect(tutorialStatus({ ...base, is_current: true, start_date: '2026-09-01', end_date: '2026-11-23' }, TODAY)).toBe('current');
  });

  it('is finished once done, or once its last day is past, even when still flagged current', () => {
    expect(tutorialStatus({ ...base, is_done: true }, TODAY)).toBe('finished');
    // The seed's Digital Marketing Essentials: ended 22 Oct 2026.
    expect(tutorialStatus({ ...base, is_current: true, start_date: '2026-08-20', end_date: '2026-10-22' }, TODAY)).toBe('finished');
    expect(tutorialStatus({ ...base, start_date: '2026-11-01', end_date: '2026-11-22T23:00:00.000Z' }, TODAY)).toBe('finished');
  });

  it("reads today's date where the visitor is", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
