import { Container } from '@agency/shared-ui';

export default function Services() {
  return (
    <Container>
      <h1>Services</h1>
    </Container>
  );
}
