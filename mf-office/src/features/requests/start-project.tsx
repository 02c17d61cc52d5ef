import { office } from '@agency/contracts';
import { useApiMutation } from '@agency/shared-auth';
import { TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { z } from 'zod';
import { FormDialog, submitWith } from '../../components/form-dialog';
import { copy } from '../../copy';
import { commaList, fromText } from '../../lib/form-schema';
import type { OfficeRequest } from '../../lib/office-api';
import { CLIENT_FACING, refresh } from '../../lib/office-query';
import { startProject } from './api';

const stages = office.NewProject.shape.stages;
export const NewProjectForm = z.object({
  stages: fromText(stages, (list) => (list.length === 0 ? copy.projects.noStages : copy.projects.badStages), commaList),
  url: fromText(office.NewProject.shape.url.unwrap(), copy.common.badUrl),
});

/** Starts the project of a paid request: its stages in order and the URL the client's dashboard links to. */
export function StartProject({ request, onClose }: { request: OfficeRequest; onClose: () => void }) {
  const form = useZodForm(NewProjectForm, { defaultValues: { stages: 'Design, Build, Launch', url: '' } });
  const { errors } = form.formState;
  const start = useApiMutation({
    mutationFn: (project: z.output<typeof NewProjectForm>) => startProject({ request_id: request.id, ...project }),
    onSuccess: () => refresh(['office/requests', 'office/projects', ...CLIENT_FACING]),
  });
  const submit = submitWith(form, async (project) => {
    await start.mutateAsync(project);
    onClose();
  });
  return (
    <FormDialog title={copy.projects.startTitle(request.id)} form={form} submitLabel={copy.projects.start} onSubmit={submit} onCancel={onClose}>
      <TextField label={copy.projects.stages} hint={copy.projects.stagesHint} data-autofocus error={errors.stages?.message} {...form.register('stages')} />
      <TextField label={copy.projects.url} hint={copy.projects.urlHint} type="url" error={errors.url?.message} {...form.register('url')} />
    </FormDialog>
  );
}
