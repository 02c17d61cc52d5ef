import { Container } from '@agency/shared-ui';

export default function DigitalMarketing() {
  return (
    <Container>
      <h1>DigitalMarketing</h1>
    </Container>
  );
}
