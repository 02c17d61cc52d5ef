import { Container } from '@agency/shared-ui';

export default function Design() {
  return (
    <Container>
      <h1>Design</h1>
    </Container>
  );
}
