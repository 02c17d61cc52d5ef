import { errorMessage, useAsyncAction } from '@agency/shared-auth';
import { LoadFailure, media, PageMeta, Spinner } from '@agency/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { deleteProject } from '../api/delete-project';
import { type DashboardAnswer, getDashboard } from '../api/get-dashboard';
import { ProjectPanel } from './project-panel';
import { SideBar } from './side-bar';
import { SpecialPackages } from './special-packages';
import { TopBar } from './top-bar';

const Shell = styled.div`
  display: grid;
  min-height: 100vh;
  ${media.lg} { grid-template-columns: 230px minmax(0, 1fr); }
`;

const Main = styled.div`
  padding: 0 1rem 3rem;
  min-width: 0;
  ${media.md} { padding: 0 2rem 3rem; }
  h1 { margin: 0.5rem 0 1rem; }
`;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.lg} { grid-template-columns: minmax(0, 1fr) 300px; align-items: start; }
`;

/** /dashboard — an 'app' page: it brings its own side bar and top bar. */
export function DashboardPage() {
  const load = useAsyncAction(getDashboard);
  const remove = useAsyncAction(deleteProject);
  const [selected, setSelected] = useState(-1);
  const [confirming, setConfirming] = useState(false);
  // The last answer stays on screen while another project loads, so the selector keeps its focus.
  const [view, setView] = useState<DashboardAnswer | null>(null);
  const runLoad = load.run;

  const loadProject = useCallback(
    async (id: number) => {
      const answer = await runLoad(id);
      if (answer) setView(answer);
    },
    [runLoad],
  );
  const reload = useCallback(() => void loadProject(selected), [loadProject, selected]);
  useEffect(reload, [reload]);

  const onConfirmDelete = async () => {
    const id = view?.project?.id;
    if (id === undefined) return;
    const done = await remove.run(id);
    if (done) {
      if (selected === -1) void loadProject(-1);
      else setSelected(-1);
    }
  };

  const closeDialog = () => {
    setConfirming(false);
    remove.reset();
  };

  return (
    <Shell>
      <PageMeta title={copy.dashboard.metaTitle} description={copy.dashboard.metaDescription} />
      <SideBar />
      <Main>
        <TopBar />
        <h1>{copy.dashboard.title}</h1>
        <Columns>
          <div>
            {load.status === 'request' ? <Spinner label={copy.common.loading} size={view ? 20 : 32} /> : null}
            {load.status === 'failure' ? <LoadFailure message={errorMessage(load.error, copy.dashboard.loadFailed)} retryLabel={copy.common.retry} onRetry={reload} /> : null}
            {view && load.status !== 'failure' ? (
              <ProjectPanel
                project={view.project}
                projects={view.projects}
                onSelect={setSelected}
                onDelete={() => setConfirming(true)}
              />
            ) : null}
          </div>
          <SpecialPackages />
        </Columns>
      </Main>
      <ConfirmDialog
        open={confirming}
        title={copy.dashboard.confirmTitle}
        question={copy.dashboard.confirmBody}
        confirmLabel={copy.dashboard.delete}
        busyLabel={copy.dashboard.deleting}
        status={remove.status}
        successText={copy.common.success}
        failureText={errorMessage(remove.error, copy.common.deleteFailure)}
        onConfirm={onConfirmDelete}
        onClose={closeDialog}
      />
    </Shell>
  );
}
