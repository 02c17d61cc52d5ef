import { Container } from '@agency/shared-ui';

export default function Mentorship() {
  return (
    <Container>
      <h1>Mentorship</h1>
    </Container>
  );
}
