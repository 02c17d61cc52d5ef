import { errorMessage } from '@agency/shared-auth';
import { ConfirmDialog, LoadFailure, media, PageMeta, Spinner } from '@agency/shared-ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { deleteOutcome } from '../../../components/delete-outcome';
import { ConsultationsSection } from '../../consultations/components/consultations-section';
import { PortalPage } from '../../../components/page-layout';
import { useDeleteProject } from '../api/delete-project';
import { useDashboard } from '../api/get-dashboard';
import { ProjectList } from './project-list';
import { ProjectPanel } from './project-panel';
import { SpecialPackages } from './special-packages';
import { MessagesPanel } from '../../threads/components/messages-panel';
import { ActivityTimeline } from './activity-timeline';

const Intro = styled.p`
  margin: -0.75rem 0 1.5rem;
  color: ${({ theme }) => theme.color.muted};
`;

const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
  font-size: 1rem;
  .count {
    padding: 0 0.5rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.border};
    font-size: 0.8rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  margin-top: 1.5rem;
  ${media.xl} { grid-template-columns: minmax(0, 1fr) 300px; align-items: start; }
`;

const Main = styled.div`
  display: grid;
  gap: 1.5rem;
  align-content: start;
  min-width: 0;
`;

const Aside = styled.div`
  display: grid;
  gap: 1.5rem;
  align-content: start;
  min-width: 0;
`;

/**
 * /dashboard — the client's projects: pick one to see its progress, stages (with those that need the client's
 * approval), next milestone and preview link, and the activity of the request it delivers.
 */
export function DashboardPage() {
  const [selected, setSelected] = useState(-1);
  const load = useDashboard(selected);
  const remove = useDeleteProject();
  const [confirming, setConfirming] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const failed = load.isError && !load.isFetching;
  const view = failed ? undefined : load.data;

  const onConfirmDelete = () => {
    const id = view?.project?.id;
    if (id === undefined) return;
    // After a deletion the default project is on show (its view reloads: the mutation marked it stale).
    remove.mutate(id, { onSuccess: () => setSelected(-1) });
  };

  const closeDialog = () => {
    setConfirming(false);
    remove.reset();
    // The dialog hands focus back to the menu's trigger; after a deletion that is the next project's.
    requestAnimationFrame(() => menuRef.current?.querySelector('button')?.focus());
  };

  const projects = view?.projects ?? [];
  return (
    <PortalPage>
      <PageMeta title={copy.dashboard.metaTitle} description={copy.dashboard.metaDescription} />
      <h1>{copy.dashboard.title}</h1>
      <Intro>{copy.dashboard.intro}</Intro>
      <ConsultationsSection />
      {load.isFetching && !view ? <Spinner label={copy.common.loading} size={32} /> : null}
      {failed ? <LoadFailure message={errorMessage(load.error, copy.dashboard.loadFailed)} retryLabel={copy.common.retry} onRetry={() => void load.refetch()} /> : null}
      {view && projects.length > 0 ? (
        <section aria-labelledby="your-projects">
          <SectionTitle id="your-projects">
            {copy.dashboard.projectsTitle}
            <span className="count">{projects.length}</span>
          </SectionTitle>
          <ProjectList projects={projects} selectedId={view.project?.id} onSelect={setSelected} />
        </section>
      ) : null}
      <Columns>
        <Main>
          <div aria-busy={load.isFetching}>{view ? <ProjectPanel project={view.project} onDelete={() => setConfirming(true)} menuRef={menuRef} /> : null}</div>
          {view?.project?.request_id ? <ActivityTimeline key={view.project.request_id} requestId={view.project.request_id} /> : null}
        </Main>
        <Aside>
          <MessagesPanel />
          <SpecialPackages />
        </Aside>
      </Columns>
      <ConfirmDialog
        open={confirming}
        texts={copy.dashboard}
        {...deleteOutcome(remove)}
        onConfirm={onConfirmDelete}
        onClose={closeDialog}
      />
    </PortalPage>
  );
}
