import { serviceLabel } from '@agency/shared-auth';
import { Card, SelectField } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../../../copy';
import type { Project } from '../api/get-dashboard';
import { useCopyText } from '../hooks/use-copy-text';
import { TrashIcon } from './trash-icon';

/** The spec's progress when there is no project. */
export const NO_PROJECT_PROGRESS = 1;

const Panel = styled(Card)`
  display: grid;
  gap: 1.25rem;
  h2 { font-size: 1.15rem; margin: 0 0 0.5rem; }
  .head { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-end; justify-content: space-between; }
  .head > div:first-child { flex: 1 1 16rem; min-width: 0; }
  .head > div:first-child > div { margin-bottom: 0; }
`;

const Progress = styled.div`
  .row { display: flex; justify-content: space-between; font-weight: 700; margin-bottom: 0.4rem; }
  .track { height: 14px; border-radius: 999px; background: ${({ theme }) => theme.color.surfaceAlt}; border: 1px solid ${({ theme }) => theme.color.border}; overflow: hidden; }
  .fill { height: 100%; background: ${({ theme }) => theme.color.primary}; }
`;

const UrlRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  a { overflow-wrap: anywhere; min-width: 0; }
  button { min-height: 44px; padding: 0 1rem; border-radius: ${({ theme }) => theme.radius.pill}; border: 2px solid ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.surface}; color: ${({ theme }) => theme.color.primary}; font-weight: 600; cursor: pointer; }
  .copied { color: ${({ theme }) => theme.color.success}; font-weight: 600; }
`;

const Stages = styled.ol`
  margin: 0;
  padding-left: 1.4rem;
  li { padding: 0.2rem 0; }
  li[aria-current='step'] { font-weight: 700; color: ${({ theme }) => theme.color.primary}; }
  .state { color: ${({ theme }) => theme.color.muted}; font-weight: 400; font-size: 0.9rem; }
`;

const DeleteButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.9rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
  cursor: pointer;
  &:disabled { border-color: ${({ theme }) => theme.color.border}; color: ${({ theme }) => theme.color.muted}; cursor: not-allowed; }
`;

const Hint = styled.p`
  margin: 0.35rem 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

export interface ProjectPanelProps {
  project: Project | null;
  projects: Project[];
  onSelect: (id: number) => void;
  onDelete: () => void;
}

const projectName = (p: Project) => `${serviceLabel(p.request.service)}: ${p.request.subject}`;

/** The selected project: selector, progress, URL with copy, stages and the delete icon (active once done). */
export function ProjectPanel({ project, projects, onSelect, onDelete }: ProjectPanelProps) {
  const { state, copyText } = useCopyText();
  const level = project ? Math.max(0, Math.min(100, Math.round(project.levels))) : NO_PROJECT_PROGRESS;
  const stages = project?.list_stages.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
  // A finished project has no current stage: its last one is done like the others, not '(current)'.
  const currentIndex = project && !project.is_done ? stages.indexOf(project.current_stage) : -1;

  return (
    <Panel as="section" aria-label={project ? projectName(project) : copy.dashboard.progress}>
      <div className="head">
        <div>
          {projects.length > 0 ? (
            <SelectField label={copy.dashboard.projectSelect} value={project?.id ?? ''} onChange={(e) => onSelect(Number(e.target.value))}>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {projectName(p)}
                </option>
              ))}
            </SelectField>
          ) : (
            <p>{copy.dashboard.noProject}</p>
          )}
        </div>
        {project ? (
          <div>
            <DeleteButton disabled={!project.is_done} aria-describedby={project.is_done ? undefined : 'delete-project-hint'} onClick={onDelete}>
              <TrashIcon />
              {copy.dashboard.deleteProject}
            </DeleteButton>
            {project.is_done ? null : <Hint id="delete-project-hint">{copy.dashboard.deleteDisabledHint}</Hint>}
          </div>
        ) : null}
      </div>

      <Progress>
        <div className="row">
          <span id="project-progress-label">{copy.dashboard.progress}</span>
          <span data-testid="progress-value">{level}%</span>
        </div>
        <div className="track" role="progressbar" aria-labelledby="project-progress-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={level}>
          <div className="fill" style={{ width: `${level}%` }} />
        </div>
      </Progress>

      {project ? (
        <>
          <div>
            <h2>{copy.dashboard.projectUrl}</h2>
            {project.url ? (
              <UrlRow>
                <a href={project.url} target="_blank" rel="noreferrer noopener">
                  {project.url}
                </a>
                <button type="button" aria-label={copy.dashboard.copyLabel} onClick={() => copyText(project.url)}>
                  {copy.dashboard.copy}
                </button>
                <span role="status" className="copied">
                  {state === 'copied' ? copy.dashboard.copied : state === 'failed' ? copy.dashboard.copyFailed : ''}
                </span>
              </UrlRow>
            ) : (
              <p>{copy.dashboard.noUrl}</p>
            )}
          </div>
          <div>
            <h2>{copy.dashboard.stages}</h2>
            <Stages>
              {stages.map((stage, i) => (
                <li key={stage} aria-current={i === currentIndex ? 'step' : undefined}>
                  {stage}{' '}
                  {i === currentIndex ? (
                    <span className="state">({copy.dashboard.stageCurrent})</span>
                  ) : i < currentIndex || project.is_done ? (
                    <span className="state">({copy.dashboard.stageDone})</span>
                  ) : null}
                </li>
              ))}
            </Stages>
          </div>
        </>
      ) : null}
    </Panel>
  );
}
