import { errorMessage } from '@agency/shared-auth';
import { Container, LoadFailure, media, PageMeta, Spinner } from '@agency/shared-ui';
import styled from 'styled-components';
import { StatePanel } from '../../../components/state-panel';
import { copy } from '../../../copy';
import { useTutorials } from '../api/get-tutorials';
import { TutorialCard } from './tutorial-card';

const Page = styled(Container)`
  padding-top: 2.5rem;
  padding-bottom: 4rem;
  h1 { font-size: clamp(1.8rem, 6vw, 2.8rem); margin: 0 0 0.75rem; overflow-wrap: anywhere; }
  ${media.md} { padding-top: 4rem; }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.color.muted};
  max-width: 62ch;
  margin: 0 0 2rem;
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/** /tutorials — the current and upcoming tutorials, each linking to its detail page. */
export function TutorialsPage() {
  const tutorials = useTutorials();
  // A retry after a failure shows the spinner again, not the old failure.
  const loading = tutorials.isPending || (tutorials.isError && tutorials.isFetching);
  return (
    <Page>
      <PageMeta title={copy.tutorials.metaTitle} description={copy.tutorials.metaDescription} />
      <h1>{copy.tutorials.heading}</h1>
      <Intro>{copy.tutorials.intro}</Intro>
      {loading ? (
        <StatePanel>
          <Spinner label={copy.tutorials.loading} size={32} />
        </StatePanel>
      ) : null}
      {tutorials.isError && !loading ? (
        <LoadFailure
          message={errorMessage(tutorials.error, copy.common.genericFailure)}
          retryLabel={copy.common.retry}
          onRetry={() => void tutorials.refetch()}
        />
      ) : null}
      {tutorials.isSuccess && tutorials.data.length === 0 ? <p>{copy.tutorials.empty}</p> : null}
      {tutorials.isSuccess && tutorials.data.length > 0 ? (
        <Grid>
          {tutorials.data.map((tutorial) => (
            <li key={tutorial.id}>
              <TutorialCard tutorial={tutorial} />
            </li>
          ))}
        </Grid>
      ) : null}
    </Page>
  );
}
