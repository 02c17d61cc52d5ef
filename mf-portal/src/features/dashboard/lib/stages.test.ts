import type { Project } from '../api/get-dashboard';
import { stageTimeline } from './stages';

const project: Project = {
  id: 1,
  levels: 40,
  url: '',
  current_stage: 'Build',
  list_stages: 'Plan, Build ,QA,,Launch',
  is_done: false,
  request: { service: 'wd', subject: 'Shop' },
  started_at: '2026-10-01T09:00:00.000Z',
  stage_dates: { Build: '2026-10-20T09:00:00.000Z' },
  completed_at: null,
};

describe('the stage timeline', () => {
  it('marks stages before the current one done, the current one current, the rest upcoming, and names the next milestone', () => {
    const { stages, current, next } = stageTimeline(project);
    expect(stages.map((s) => [s.name, s.state])).toEqual([
      ['Plan', 'done'],
      ['Build', 'current'],
      ['QA', 'upcoming'],
      ['Launch', 'upcoming'],
    ]);
    expect(current?.name).toBe('Build');
    expect(next?.name).toBe('QA');
  });

  it('dates the first stage from the start of work when no date of its own was kept', () => {
    const { stages } = stageTimeline(project);
    expect(stages.map((s) => s.reachedAt)).toEqual(['2026-10-01T09:00:00.000Z', '2026-10-20T09:00:00.000Z', undefined, undefined]);
  });

  it('has no current stage and no next milestone once the project is done: every stage is done', () => {
    const { stages, current, next } = stageTimeline({ ...project, is_done: true, current_stage: 'Launch' });
    expect(stages.every((s) => s.state === 'done')).toBe(true);
    expect(current).toBeUndefined();
    expect(next).toBeUndefined();
  });

  it('has no next milestone on the last stage', () => {
    expect(stageTimeline({ ...project, current_stage: 'Launch' }).next).toBeUndefined();
  });

  it('does not guess when the current stage is no longer in the list: everything stays upcoming', () => {
    const { stages, current } = stageTimeline({ ...project, current_stage: 'Renamed' });
    expect(stages.every((s) => s.state === 'upcoming')).toBe(true);
    expect(current).toBeUndefined();
  });

  it('copes with an older API that sends no dates', () => {
    const { stages } = stageTimeline({ ...project, stage_dates: undefined, started_at: undefined });
    expect(stages.every((s) => s.reachedAt === undefined)).toBe(true);
  });
});
