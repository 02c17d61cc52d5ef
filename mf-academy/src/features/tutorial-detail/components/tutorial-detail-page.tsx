import { errorMessage, paths, useAuthStore } from '@agency/shared-auth';
import { NotFoundStatus } from '@agency/shared-auth/render-status';
import { Alert, Badge, Button, ButtonLink, Card, Container, Dialog, Link, media, PageMeta, Spinner, useParams } from '@agency/shared-ui';
import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { JsonLd } from '@agency/shared-ui';
import { StatePanel } from '../../../components/state-panel';
import { copy } from '../../../copy';
import { courseSchema } from '../../../lib/course-schema';
import { formatDate, priceLabel } from '../../../lib/format';
import { tutorialStatus } from '../../../lib/tutorial-status';
import type { TutorialDetail } from '@agency/contracts';
import { useTutorialDetail } from '../api/use-tutorial-detail';
import { ApplicationPanel } from './application-panel';
import { GuestSignUpPlaceholder, LazyGuestSignUpForm, loadGuestSignUpForm } from './guest-sign-up-placeholder';

const Page = styled(Container)`
  padding-top: 2rem;
  padding-bottom: 4rem;
  ${media.md} { padding-top: 3rem; }
`;

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); align-items: start; }
  h1 { font-size: clamp(1.8rem, 6vw, 2.6rem); margin: 0.75rem 0 1rem; overflow-wrap: anywhere; }
  h2 { font-size: 1.35rem; margin: 2rem 0 0.75rem; }
`;

const Dates = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.4rem 1rem;
  margin: 0;
  dt { font-weight: 700; }
  dd { margin: 0; }
`;

const Learn = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li { margin-bottom: 0.35rem; }
`;

const Aside = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  p { margin: 0; }
  ${media.lg} { position: sticky; top: calc(${({ theme }) => theme.layout.navHeight} + 1rem); }
`;

const Price = styled.p`
  font-size: 1.6rem;
  font-weight: 700;
`;

const Note = styled.p`
  margin-top: 1.5rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.text};
  strong { color: ${({ theme }) => theme.color.success}; }
`;

const ClassLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.6rem 1.3rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
`;

/** What an enrolled student, a visitor or a latecomer can do with this tutorial. */
function Enrolment({ tutorial, onJoin }: { tutorial: TutorialDetail; onJoin: () => void }) {
  const userId = useAuthStore((s) => s.user?.id);
  // A guest's Join opens the sign-up form, loaded on demand: start fetching it as soon as they reach for the button.
  const prefetch = userId === undefined ? () => void loadGuestSignUpForm() : undefined;
  const price = priceLabel(tutorial.amount);
  const finished = tutorialStatus(tutorial) === 'finished';
  if (tutorial.is_student && userId !== undefined) {
    if (tutorial.is_done) {
      return tutorial.is_cert_awarded ? (
        <ButtonLink to={paths.certificate(`${tutorial.course_id}-${userId}`)}>{copy.detail.viewCertificate}</ButtonLink>
      ) : (
        <p>{copy.detail.ended}</p>
      );
    }
    if (finished) return <p>{copy.detail.ended}</p>;
    return (
      <>
        <p>{copy.detail.enrolled}</p>
        {tutorial.link ? (
          <ClassLink href={tutorial.link} target="_blank" rel="noopener noreferrer">
            {copy.detail.classLink}
          </ClassLink>
        ) : (
          <p>{copy.detail.classLinkPending}</p>
        )}
      </>
    );
  }
  if (finished) return <p>{copy.detail.ended}</p>;
  return (
    <>
      <Price>{price ?? copy.common.free}</Price>
      <Button $block data-replay="academy" onClick={onJoin} onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} aria-haspopup="dialog">
        {copy.detail.joinLabel(price ?? copy.detail.joinFree)}
      </Button>
    </>
  );
}

/** /tutorial-detail/{id} — the tutorial, its dates and outcomes, and enrolment (Application or guest Account set up). */
export function TutorialDetailPage() {
  const { id = '' } = useParams();
  const { query, detail, notFound } = useTutorialDetail(id);
  // A retry after a failure shows the spinner again, not the old failure.
  const failed = query.isError && !query.isFetching;
  const signedIn = useAuthStore((s) => s.user !== null);
  const [open, setOpen] = useState(false);

  if (notFound) {
    return (
      <Page>
        <PageMeta title={copy.detail.notFoundMetaTitle} description={copy.detail.fallbackMetaDescription} />
        <NotFoundStatus />
        <StatePanel>
          <h1>{copy.detail.notFoundTitle}</h1>
          <p>{copy.detail.notFoundBody}</p>
          <ButtonLink to={paths.tutorials}>{copy.detail.notFoundAction}</ButtonLink>
        </StatePanel>
      </Page>
    );
  }

  if (!detail) {
    return (
      <Page>
        <PageMeta title={copy.detail.fallbackMetaTitle} description={copy.detail.fallbackMetaDescription} />
        {failed ? (
          <StatePanel>
            <h1>{copy.detail.failure}</h1>
            <Alert tone="error">{errorMessage(query.error, copy.detail.failure)}</Alert>
            <Button onClick={() => void query.refetch()}>{copy.common.retry}</Button>
            <Link to={paths.tutorials}>{copy.detail.backToTutorials}</Link>
          </StatePanel>
        ) : (
          <StatePanel>
            <Spinner label={copy.detail.loading} size={32} />
          </StatePanel>
        )}
      </Page>
    );
  }

  const stage = tutorialStatus(detail);
  return (
    <Page>
      <PageMeta title={copy.detail.metaTitle(detail.title)} description={copy.detail.metaDescription(detail.brief_description)} />
      <JsonLd data={courseSchema(detail)} />
      <Link to={paths.tutorials}>{copy.detail.backToTutorials}</Link>
      {failed ? <Alert tone="error">{errorMessage(query.error, copy.detail.failure)}</Alert> : null}
      <Layout>
        <article aria-labelledby="tutorial-title">
          <Badge $tone={stage === 'current' ? 'accent' : 'primary'}>{copy.tutorials[stage]}</Badge>
          <h1 id="tutorial-title">{detail.title}</h1>
          <p>{detail.description}</p>
          <Dates>
            <dt>{copy.detail.startDate}</dt>
            <dd>{formatDate(detail.start_date)}</dd>
            <dt>{copy.detail.endDate}</dt>
            <dd>{formatDate(detail.end_date)}</dd>
            {detail.instructor ? (
              <>
                <dt>{copy.detail.instructor}</dt>
                <dd>{detail.instructor}</dd>
              </>
            ) : null}
          </Dates>
          {detail.what_to_learn.length > 0 ? (
            <>
              <h2>{copy.detail.whatToLearn}</h2>
              <Learn>
                {detail.what_to_learn.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Learn>
            </>
          ) : null}
          {detail.is_cert_awarded ? (
            <Note>
              <strong>{copy.detail.certificateAwarded}</strong>: {copy.detail.certificateNote}
            </Note>
          ) : null}
        </article>
        <Aside as="aside" aria-label={copy.detail.join}>
          <Enrolment tutorial={detail} onJoin={() => setOpen(true)} />
        </Aside>
      </Layout>
      <Dialog open={open} title={signedIn ? copy.application.title : copy.guest.title} onClose={() => setOpen(false)}>
        {signedIn ? (
          <ApplicationPanel tutorial={detail} onClose={() => setOpen(false)} />
        ) : (
          <Suspense fallback={<GuestSignUpPlaceholder tutorialId={detail.id} />}>
            <LazyGuestSignUpForm tutorialId={detail.id} />
          </Suspense>
        )}
      </Dialog>
    </Page>
  );
}
