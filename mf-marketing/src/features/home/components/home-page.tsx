import { Container, PageMeta } from '@agency/shared-ui';
import { copy } from '../../../copy';
import { FeedbackList } from './feedback-list';

export function HomePage() {
  return (
    <Container>
      <PageMeta title={copy.home.metaTitle} description={copy.home.metaDescription} />
      <h1>{copy.home.hero}</h1>
      <FeedbackList />
    </Container>
  );
}
