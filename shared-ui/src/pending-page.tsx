import { Container, PageMeta } from './layout';

/** A route whose screen lands in a later release says so plainly instead of showing an empty page. */
export function PendingPage({ title, heading, body }: { title: string; heading: string; body: string }) {
  return (
    <Container style={{ padding: '4rem 1rem' }}>
      <PageMeta title={`${title} | Think-Make-Solve Digital`} description={body} />
      <h1>{title}</h1>
      <h2>{heading}</h2>
      <p>{body}</p>
    </Container>
  );
}
