import { requestCode } from '@agency/contracts/threads';
import { ButtonLink } from '@agency/shared-ui';
import { ItemCard, Loaded, Muted, Page, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import type { OfficeProject } from '../../lib/office-api';
import { engagementPath } from '../../lib/office-paths';
import { useProjects } from './api';
import { ProjectEditor } from './project-editor';

function ProjectCard({ project }: { project: OfficeProject }) {
  const headingId = `project-${project.id}`;
  return (
    <ItemCard aria-labelledby={headingId}>
      <h3 id={headingId}>
        {copy.requests.project(project.id)}: {project.subject} {project.is_done ? <StatusPill $tone="done">{copy.projects.done}</StatusPill> : null}
      </h3>
      <Muted>
        {project.client} · {project.email} · {project.service_label}
      </Muted>
      <p>
        <ButtonLink $variant="ghost" to={engagementPath(project.request_id)}>
          {copy.engagement.open} {copy.engagement.title(requestCode(project.request_id), project.subject)}
        </ButtonLink>
      </p>
      <ProjectEditor project={project} />
    </ItemCard>
  );
}

/** Every project: its stages (edited as a list), progress derived from them, approvals, revisions and URL. */
export function ProjectsPage() {
  const projects = useProjects();
  return (
    <Page title={copy.projects.title}>
      <Loaded query={projects}>{(list) => (list.length === 0 ? <p>{copy.projects.none}</p> : list.map((p) => <ProjectCard key={p.id} project={p} />))}</Loaded>
    </Page>
  );
}
