import { NotFoundStatus } from '@agency/shared-auth/render-status';
import { ButtonLink, Container, PageMeta } from '@agency/shared-ui';
import { copy } from '../copy';

/** Any address no route serves. Rendered on the server, it is answered with status 404. */
export function NotFound() {
  return (
    <Container style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <NotFoundStatus />
      <PageMeta title={`${copy.notFoundTitle} | Think-Make-Solve Digital`} description={copy.notFoundBody} />
      <h1>{copy.notFoundTitle}</h1>
      <p>{copy.notFoundBody}</p>
      <ButtonLink to="/">{copy.notFoundHome}</ButtonLink>
    </Container>
  );
}
