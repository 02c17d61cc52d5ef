import { requestCode } from '@agency/contracts/threads';
import { ButtonLink, Link, media, PageMeta, useParams } from '@agency/shared-ui';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { useOfficeAction } from '../../components/office-action';
import { Email, Facts, Loaded, Page, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { formatLongDay, lagosDay } from '../../lib/lagos-time';
import type { OfficeProject, OfficeRequest } from '../../lib/office-api';
import { projectsPath, proposalEditorPath, requestsPath } from '../../lib/office-paths';
import { ProjectEditor } from '../projects/project-editor';
import { RequestActions } from '../requests/request-actions';
import { priceLabel, statusTone } from '../requests/requests-page';
import { StartProject } from '../requests/start-project';
import { Activity } from './activity';
import { useProjectsWhen, useRequest, useRequestProposals, useThread } from './api';
import { Deliverables, Files } from './files';
import { Thread } from './thread';

const text = copy.engagement;

/** The thread and the request's facts side by side on a wide screen; one column, the facts first, on a phone. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  /* The client's words and addresses wrap instead of widening a phone's page. */
  overflow-wrap: anywhere;
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  h2 { font-size: 1.25rem; margin: 0 0 0.6rem; }
  section + section { margin-top: 1.5rem; }
`;

const Quote = styled.blockquote`
  margin: 0;
  padding: 0.6rem 0.9rem;
  border-left: 4px solid ${({ theme }) => theme.color.border};
  white-space: pre-wrap;
`;

const Plain = styled.ul`
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
  li { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-bottom: 0.35rem; }
`;

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function NotFound() {
  return (
    <Page title={text.notFoundTitle}>
      <p>{text.notFound}</p>
      <Link to={requestsPath}>{text.backToRequests}</Link>
    </Page>
  );
}

function Details({ request: r }: { request: OfficeRequest }) {
  return (
    <Part title={text.details}>
      <Facts>
        <dt>{text.client}</dt>
        <dd>{r.client}</dd>
        <dt>{text.email}</dt>
        <dd>
          <a href={`mailto:${r.email}`}>
            <Email address={r.email} />
          </a>
        </dd>
        <dt>{text.service}</dt>
        <dd>{r.service_label}</dd>
        <dt>{text.status}</dt>
        <dd>
          <StatusPill $tone={statusTone(r.status)}>{r.status}</StatusPill>
        </dd>
        <dt>{text.price}</dt>
        <dd>{priceLabel(r.price)}</dd>
        <dt>{text.created}</dt>
        <dd>
          <time dateTime={r.created_at}>{formatLongDay(lagosDay(r.created_at))}</time>
        </dd>
      </Facts>
      <h3>{text.message}</h3>
      {r.message.trim() ? <Quote>{r.message}</Quote> : <p>{text.noMessage}</p>}
    </Part>
  );
}

function Proposals({ requestId, query: proposals }: { requestId: number; query: ReturnType<typeof useRequestProposals> }) {
  const editor = proposalEditorPath(requestId);
  return (
    <Part title={text.proposals}>
      <Loaded query={proposals}>
        {(list) =>
          list.length === 0 ? (
            <>
              <p>{text.noProposals}</p>
              <Link to={editor}>{text.writeProposal}</Link>
            </>
          ) : (
            <>
              <Plain>
                {list.map((p) => (
                  <li key={p.id}>
                    <span>{copy.proposals.version(p.version)}</span>
                    <StatusPill $tone={p.status === 'accepted' ? 'done' : p.status === 'draft' ? 'warn' : 'plain'}>{copy.proposals.statuses[p.status] ?? p.status}</StatusPill>
                    {p.status === 'sent' && p.expired ? <span>{copy.proposals.expired}</span> : null}
                  </li>
                ))}
              </Plain>
              <Link to={editor}>{text.openProposals}</Link>
            </>
          )
        }
      </Loaded>
    </Part>
  );
}

/** The request's project, edited here with the Projects page's own editor (one component for both). */
function Project({ projectId, project, query }: { projectId: number | null; project: OfficeProject | undefined; query: ReturnType<typeof useProjectsWhen> }) {
  return (
    <Part title={text.project}>
      {projectId === null ? (
        <p>{text.noProject}</p>
      ) : (
        <Loaded query={query}>
          {() => (
            <>
              <p>
                <strong>{copy.requests.project(projectId)}</strong>
                {project ? ` · ${project.is_done ? text.projectDone : project.current_stage}` : null}
              </p>
              {project ? <ProjectEditor key={project.id} project={project} /> : null}
              <Link to={projectsPath}>{text.openProjects}</Link>
            </>
          )}
        </Loaded>
      )}
    </Part>
  );
}

/**
 * /office/requests/:id (issue 26): one request, everything staff need to answer it: its facts and the client's
 * words, the table's actions, its proposals and project, and the message thread with the client.
 */
export function EngagementPage() {
  const { id = '' } = useParams();
  const requestId = /^\d+$/.test(id) ? Number(id) : 0;
  const valid = requestId > 0;
  const loaded = useRequest(requestId, valid);
  const thread = useThread(requestId, valid);
  const feedback = useOfficeAction();
  const [starting, setStarting] = useState<OfficeRequest | null>(null);
  const request = loaded.data;
  const projectId = request?.project_id ?? null;
  const projects = useProjectsWhen(projectId !== null);
  const project = projectId === null ? null : projects.data?.find((p) => p.id === projectId);
  const proposals = useRequestProposals(requestId, valid);

  if (!valid || loaded.error?.status === 404) return <NotFound />;
  if (!request) {
    return (
      <>
        <PageMeta title={copy.meta.title(requestCode(requestId))} description={copy.meta.description} />
        <Loaded query={loaded}>{() => null}</Loaded>
      </>
    );
  }
  const files = thread.data?.files;
  return (
    <Page
      title={text.title(request.code, request.subject)}
      actions={
        <ButtonLink $variant="secondary" to={requestsPath}>
          {text.backToRequests}
        </ButtonLink>
      }
    >
      {feedback.view}
      <Columns>
        <div>
          <Details request={request} />
          <Thread requestId={requestId} thread={thread} />
          <Files requestId={requestId} files={files} project={project} />
          <Deliverables requestId={requestId} files={files ?? []} project={project} />
        </div>
        <div>
          <Part title={text.actions}>
            <RequestActions request={request} feedback={feedback} onStart={setStarting} />
          </Part>
          <Proposals requestId={requestId} query={proposals} />
          <Project projectId={projectId} project={project ?? undefined} query={projects} />
          <Activity requestId={requestId} projectId={projectId} proposalIds={proposals.data?.map((p) => p.id) ?? []} fileIds={files?.map((f) => f.id) ?? []} />
        </div>
      </Columns>
      {starting ? <StartProject request={starting} onClose={() => setStarting(null)} /> : null}
    </Page>
  );
}
