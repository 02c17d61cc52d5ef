import { Container } from '@agency/shared-ui';

export default function About() {
  return (
    <Container>
      <h1>About</h1>
    </Container>
  );
}
