import { paths } from '@agency/shared-auth';
import { Badge, ButtonLink, Card, VisuallyHidden } from '@agency/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { priceLabel } from '../../../lib/format';
import { tutorialStatus } from '../../../lib/tutorial-status';
import type { Tutorial } from '@agency/contracts';

const Article = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  height: 100%;
  h2 { font-size: 1.3rem; margin: 0; overflow-wrap: anywhere; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Price = styled.p`
  && { color: ${({ theme }) => theme.color.text}; font-weight: 700; font-size: 1.15rem; }
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: 0.5rem;
`;

/** One tutorial in the list: current, upcoming or past, its price (or Free), title, brief description and a link to it. */
export function TutorialCard({ tutorial }: { tutorial: Tutorial }) {
  const headingId = useId();
  const status = tutorialStatus(tutorial);
  return (
    <Article aria-labelledby={headingId}>
      <Top>
        <Badge $tone={status === 'current' ? 'accent' : 'primary'}>{copy.tutorials[status]}</Badge>
        <Price>
          <VisuallyHidden>{copy.tutorials.priceLabel}: </VisuallyHidden>
          {priceLabel(tutorial.amount) ?? copy.common.free}
        </Price>
      </Top>
      <h2 id={headingId}>{tutorial.title}</h2>
      <p>{tutorial.brief_description}</p>
      <Footer>
        <ButtonLink to={paths.tutorialDetail(tutorial.id)} $variant="secondary">
          {copy.tutorials.viewDetails}
          <VisuallyHidden>{copy.tutorials.viewDetailsFor(tutorial.title)}</VisuallyHidden>
        </ButtonLink>
      </Footer>
    </Article>
  );
}
