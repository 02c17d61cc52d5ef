import { serviceLabel } from '@agency/shared-auth';
import { formatDate } from '@agency/shared-auth/format';
import { Card, media } from '@agency/shared-ui';
import { type RefObject, useId } from 'react';
import styled from 'styled-components';
import { ActionsMenu } from '../../../components/actions-menu';
import { copy } from '../../../copy';
import type { Project } from '../api/get-dashboard';
import { useCopyText } from '../hooks/use-copy-text';
import { stageTimeline } from '../lib/stages';
import { StageStepper } from './stage-stepper';
import { StatusChip } from './status-chip';
import { TrashIcon } from './trash-icon';

/** The spec's progress when there is no project. */
export const NO_PROJECT_PROGRESS = 1;

const Panel = styled(Card)`
  display: grid;
  gap: 1.5rem;
  padding: 1.25rem;
  box-shadow: none;
  ${media.md} { padding: 1.75rem; }
  h2 { margin: 0; font-size: 1.35rem; line-height: 1.3; letter-spacing: -0.01em; overflow-wrap: anywhere; }
  h3 { margin: 0 0 0.75rem; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: ${({ theme }) => theme.color.muted}; }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  .title { flex: 1; min-width: 0; display: grid; gap: 0.35rem; }
  .eyebrow { font-size: 0.8rem; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; color: ${({ theme }) => theme.color.muted}; }
  .facts { display: flex; flex-wrap: wrap; align-items: center; gap: 0.35rem 0.9rem; font-size: 0.9rem; color: ${({ theme }) => theme.color.muted}; }
`;

const Progress = styled.div`
  .row { display: flex; justify-content: space-between; align-items: baseline; margin-bottom: 0.5rem; }
  .label { font-weight: 700; }
  .value { font-weight: 800; font-size: 1.25rem; font-variant-numeric: tabular-nums; }
  .track { height: 10px; border-radius: 999px; background: ${({ theme }) => theme.color.surfaceAlt}; border: 1px solid ${({ theme }) => theme.color.border}; overflow: hidden; }
  .fill { height: 100%; border-radius: inherit; background: ${({ theme }) => theme.color.primary}; }
`;

const Milestone = styled.div`
  display: grid;
  gap: 0.75rem;
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  & > div {
    padding: 0.9rem 1rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  & > div.next { background: ${({ theme }) => theme.color.accentSoft}; border-color: #f3c7a8; }
  .label { display: block; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; color: ${({ theme }) => theme.color.muted}; }
  .next .label { color: ${({ theme }) => theme.color.accent}; }
  .value { display: block; margin-top: 0.2rem; font-weight: 800; font-size: 1.1rem; overflow-wrap: anywhere; }
  .note { display: block; margin-top: 0.2rem; font-size: 0.9rem; color: ${({ theme }) => theme.color.muted}; }
`;

const UrlRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  padding: 0.5rem 0.5rem 0.5rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  a { flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; font-weight: 600; }
  button { min-height: 40px; padding: 0 1rem; border-radius: ${({ theme }) => theme.radius.sm}; border: 1px solid ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.surface}; color: ${({ theme }) => theme.color.primary}; font: inherit; font-weight: 600; cursor: pointer; }
  button:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

const Copied = styled.p`
  margin: 0.4rem 0 0;
  min-height: 1.4em;
  color: ${({ theme }) => theme.color.success};
  font-weight: 600;
  font-size: 0.9rem;
`;

export interface ProjectPanelProps {
  project: Project | null;
  onDelete: () => void;
  /** The "More actions" menu's trigger, where focus goes back after the delete dialog. */
  menuRef?: RefObject<HTMLDivElement | null>;
}

/**
 * The selected project: its name and status, progress, stages with their dates, the current stage and the next
 * milestone, the preview URL with copy, and Delete project in the "More actions" menu (available once done).
 */
export function ProjectPanel({ project, onDelete, menuRef }: ProjectPanelProps) {
  const { state, copyText } = useCopyText();
  const titleId = useId();
  const level = project ? Math.max(0, Math.min(100, Math.round(project.levels))) : NO_PROJECT_PROGRESS;
  const timeline = project ? stageTimeline(project) : null;

  return (
    <Panel as="section" aria-labelledby={project ? titleId : undefined} aria-label={project ? undefined : copy.dashboard.progress}>
      {project ? (
        <Head>
          <div className="title">
            <span className="eyebrow">{serviceLabel(project.request.service)}</span>
            <h2 id={titleId}>{project.request.subject}</h2>
            <div className="facts">
              <StatusChip done={project.is_done} />
              {project.started_at ? <span>{copy.dashboard.startedOn(formatDate(project.started_at, 'short'))}</span> : null}
              {project.completed_at ? <span>{copy.dashboard.completedOn(formatDate(project.completed_at, 'short'))}</span> : null}
            </div>
          </div>
          <div ref={menuRef}>
            <ActionsMenu
              label={copy.dashboard.moreActions}
              actions={[
                {
                  id: 'delete',
                  label: copy.dashboard.deleteProject,
                  icon: <TrashIcon />,
                  danger: true,
                  disabled: !project.is_done,
                  hint: copy.dashboard.deleteDisabledHint,
                  onSelect: onDelete,
                },
              ]}
            />
          </div>
        </Head>
      ) : (
        <p>{copy.dashboard.noProject}</p>
      )}

      <Progress>
        <div className="row">
          <span className="label" id="project-progress-label">
            {copy.dashboard.progress}
          </span>
          <span className="value" data-testid="progress-value">
            {level}%
          </span>
        </div>
        <div className="track" role="progressbar" aria-labelledby="project-progress-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={level}>
          <div className="fill" style={{ width: `${level}%` }} />
        </div>
      </Progress>

      {project && timeline ? (
        <>
          <div>
            <h3>{copy.dashboard.stages}</h3>
            <StageStepper stages={timeline.stages} label={copy.dashboard.stages} />
          </div>

          <Milestone>
            {project.is_done ? (
              <div data-testid="milestone">
                <span className="label">{copy.dashboard.statusDone}</span>
                <span className="value">{copy.dashboard.allDone}</span>
                {project.completed_at ? <span className="note">{copy.dashboard.completedOn(formatDate(project.completed_at, 'long'))}</span> : null}
              </div>
            ) : (
              <>
                {timeline.current ? (
                  <div data-testid="current-stage">
                    <span className="label">{copy.dashboard.currentStage}</span>
                    <span className="value">{timeline.current.name}</span>
                    {timeline.current.reachedAt ? <span className="note">{copy.dashboard.startedOn(formatDate(timeline.current.reachedAt, 'long'))}</span> : null}
                  </div>
                ) : null}
                <div className="next" data-testid="milestone">
                  <span className="label">{copy.dashboard.nextMilestone}</span>
                  {timeline.next ? <span className="value">{timeline.next.name}</span> : <span className="note">{copy.dashboard.lastStage}</span>}
                </div>
              </>
            )}
          </Milestone>

          <div>
            <h3>{copy.dashboard.projectUrl}</h3>
            {project.url ? (
              <UrlRow>
                <a href={project.url} target="_blank" rel="noreferrer noopener">
                  {project.url}
                </a>
                <button type="button" aria-label={copy.dashboard.copyLabel} onClick={() => copyText(project.url)}>
                  {copy.dashboard.copy}
                </button>
              </UrlRow>
            ) : (
              <p>{copy.dashboard.noUrl}</p>
            )}
            <Copied role="status">{state === 'copied' ? copy.dashboard.copied : state === 'failed' ? copy.dashboard.copyFailed : ''}</Copied>
          </div>
        </>
      ) : null}
    </Panel>
  );
}
