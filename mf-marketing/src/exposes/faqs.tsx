import { Container } from '@agency/shared-ui';

export default function Faqs() {
  return (
    <Container>
      <h1>Faqs</h1>
    </Container>
  );
}
