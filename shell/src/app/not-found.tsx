import { ButtonLink, Container, PageMeta } from '@agency/shared-ui';
import { copy } from '../copy';

export function NotFound() {
  return (
    <Container style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <PageMeta title={`${copy.notFoundTitle} | Think-Make-Solve Digital`} description={copy.notFoundBody} />
      <h1>{copy.notFoundTitle}</h1>
      <p>{copy.notFoundBody}</p>
      <ButtonLink to="/">{copy.notFoundHome}</ButtonLink>
    </Container>
  );
}
