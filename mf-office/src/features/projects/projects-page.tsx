import { Button, SelectField, TextField } from '@agency/shared-ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useResource } from '../../components/use-resource';
import { Actions, ItemCard, Loaded, Muted, Page, StatusPill, useFeedback } from '../../components/ui';
import { copy } from '../../copy';
import { type OfficeProject, officeApi } from '../../lib/office-api';

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Bar = styled.div<{ $value: number }>`
  height: 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  margin: 0.4rem 0 0.8rem;
  &::after { content: ''; display: block; height: 100%; width: ${({ $value }) => $value}%; background: ${({ theme }) => theme.color.primary}; border-radius: 999px; }
`;

function ProjectEditor({ project, onSaved }: { project: OfficeProject; onSaved: () => Promise<void> }) {
  const [stages, setStages] = useState(project.stages.split(',').join(', '));
  const [stage, setStage] = useState(project.current_stage);
  const [progress, setProgress] = useState(String(project.progress));
  const [url, setUrl] = useState(project.url);
  const feedback = useFeedback();
  const stageList = stages.split(',').map((s) => s.trim()).filter(Boolean);
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (stageList.length === 0) return feedback.fail(copy.projects.noStages);
    const change = {
      stages: stageList,
      stage: stageList.includes(stage) ? stage : stageList[0],
      progress: /^\d+$/.test(progress) ? Number(progress) : Number.NaN,
      url: url.trim(),
    };
    void feedback.act(() => officeApi.updateProject(project.id, change), copy.common.saved, onSaved);
  };
  return (
    <ItemCard aria-labelledby={`project-${project.id}`}>
      <h3 id={`project-${project.id}`}>
        {copy.requests.project(project.id)}: {project.subject} {project.is_done ? <StatusPill $tone="done">{copy.projects.done}</StatusPill> : null}
      </h3>
      <Muted>
        {project.client} · {project.email} · {project.service_label}
      </Muted>
      <Bar $value={project.progress} role="img" aria-label={`${project.current_stage}, ${project.progress}%`} />
      {feedback.view}
      <form onSubmit={save} noValidate>
        <Grid>
          <TextField label={copy.projects.stages} hint={copy.projects.stagesHint} value={stages} onChange={(e) => setStages(e.target.value)} />
          <SelectField label={copy.projects.stage} value={stageList.includes(stage) ? stage : stageList[0] ?? ''} onChange={(e) => setStage(e.target.value)}>
            {stageList.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <TextField label={copy.projects.progress} type="number" min={1} max={100} value={progress} onChange={(e) => setProgress(e.target.value)} />
          <TextField label={copy.projects.url} hint={copy.projects.urlHint} type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        </Grid>
        <Actions>
          <Button type="submit" disabled={feedback.busy}>
            {copy.projects.save}
          </Button>
          {!project.is_done ? (
            <Button $variant="secondary" disabled={feedback.busy} onClick={() => void feedback.act(() => officeApi.completeProject(project.id), copy.common.saved, onSaved)}>
              {copy.projects.markDone}
            </Button>
          ) : null}
        </Actions>
      </form>
    </ItemCard>
  );
}

/** Every project: its stages, current stage, progress and URL, as the client's dashboard shows them. */
export function ProjectsPage() {
  const projects = useResource(() => officeApi.projects(), []);
  return (
    <Page title={copy.projects.title}>
      <Loaded resource={projects}>
        {(list) =>
          list.length === 0 ? <p>{copy.projects.none}</p> : list.map((p) => <ProjectEditor key={`${p.id}-${p.is_done}`} project={p} onSaved={projects.reload} />)
        }
      </Loaded>
    </Page>
  );
}
