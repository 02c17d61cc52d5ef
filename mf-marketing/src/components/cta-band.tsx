import { Container } from '@agency/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Actions } from './layout';

const Band = styled.section`
  padding: 3rem 0;
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.darkText};
  text-align: center;
  h2 { color: #ffffff; font-size: 1.75rem; }
  p { max-width: 60ch; margin: 0 auto; }
  div[data-actions] { justify-content: center; }
`;

/** The closing call to action of a page, on the dark band. Buttons on it use the primary (blue on white) colours. */
export function CtaBand({ id, heading, body, children }: { id: string; heading: string; body: string; children: ReactNode }) {
  return (
    <Band aria-labelledby={id}>
      <Container>
        <h2 id={id}>{heading}</h2>
        <p>{body}</p>
        <Actions data-actions="">{children}</Actions>
      </Container>
    </Band>
  );
}
