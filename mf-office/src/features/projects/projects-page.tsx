import { office } from '@agency/contracts';
import { Button, SelectField, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import styled from 'styled-components';
import { z } from 'zod';
import { FormRefusal, submitWith } from '../../components/form-dialog';
import { useOfficeAction } from '../../components/office-action';
import { Actions, ItemCard, Loaded, Muted, Page, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { commaList, fromText, wholeNumber } from '../../lib/form-schema';
import type { OfficeProject } from '../../lib/office-api';
import { CLIENT_FACING } from '../../lib/office-query';
import { changeProject, completeProject, useProjects } from './api';

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

const change = office.ProjectChange.shape;
/** The editor's text fields, sent as the contract's change; a stage no longer in the list becomes the first one. */
export const ProjectChangeForm = z
  .object({
    stages: fromText(change.stages.unwrap(), (list) => (list.length === 0 ? copy.projects.noStages : copy.projects.badStages), commaList),
    stage: z.string(),
    progress: fromText(change.progress.unwrap(), copy.projects.badProgress, wholeNumber),
    url: fromText(change.url.unwrap(), copy.common.badUrl),
  })
  .transform((c) => ({ ...c, stage: c.stages.includes(c.stage) ? c.stage : c.stages[0] }));

/** What a change to a project makes stale: the office's lists and the client's dashboard. */
const PROJECT_CHANGED = ['office/projects', 'office/requests', ...CLIENT_FACING];

function ProjectEditor({ project }: { project: OfficeProject }) {
  const form = useZodForm(ProjectChangeForm, {
    defaultValues: { stages: project.stages.split(',').join(', '), stage: project.current_stage, progress: String(project.progress), url: project.url },
  });
  const { errors } = form.formState;
  const feedback = useOfficeAction();
  const stageList = commaList(form.watch('stages'));
  const stage = form.watch('stage');
  const save = submitWith(form, (values) => feedback.submit({ run: () => changeProject(project.id, values), success: copy.common.saved, refresh: PROJECT_CHANGED }));
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
      <FormRefusal form={form} />
      <form onSubmit={save} noValidate>
        <Grid>
          <TextField label={copy.projects.stages} hint={copy.projects.stagesHint} error={errors.stages?.message} {...form.register('stages')} />
          <SelectField label={copy.projects.stage} {...form.register('stage')} value={stageList.includes(stage) ? stage : (stageList[0] ?? '')}>
            {stageList.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <TextField label={copy.projects.progress} type="number" min={1} max={100} error={errors.progress?.message} {...form.register('progress')} />
          <TextField label={copy.projects.url} hint={copy.projects.urlHint} type="url" error={errors.url?.message} {...form.register('url')} />
        </Grid>
        <Actions>
          <Button type="submit" disabled={feedback.busy}>
            {copy.projects.save}
          </Button>
          {!project.is_done ? (
            <Button $variant="secondary" disabled={feedback.busy} onClick={() => feedback.run({ run: () => completeProject(project.id), success: copy.common.saved, refresh: PROJECT_CHANGED })}>
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
  const projects = useProjects();
  return (
    <Page title={copy.projects.title}>
      <Loaded query={projects}>{(list) => (list.length === 0 ? <p>{copy.projects.none}</p> : list.map((p) => <ProjectEditor key={`${p.id}-${p.is_done}`} project={p} />))}</Loaded>
    </Page>
  );
}
