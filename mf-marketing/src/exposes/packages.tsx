import { Container } from '@agency/shared-ui';

export default function Packages() {
  return (
    <Container>
      <h1>Packages</h1>
    </Container>
  );
}
