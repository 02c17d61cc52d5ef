import { Badge, Card, media } from '@agency/shared-ui';
import styled from 'styled-components';
import { commonCopy } from '../copy/common';
import { packagesCopy } from '../copy/packages';
import { CheckList } from './layout';
import { RequestButton } from './request-button';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); align-items: stretch; }
`;

const PackageCard = styled(Card)<{ $featured: boolean }>`
  height: 100%;
  display: flex;
  flex-direction: column;
  border-width: 2px;
  border-color: ${({ theme, $featured }) => ($featured ? theme.color.primary : theme.color.border)};
  h3 { font-size: 1.4rem; margin: 0; }
  & > :last-child { margin-top: auto; }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;

const Discount = styled.p`
  margin: 0 0 0.25rem;
  font-size: 2.4rem;
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.color.primary};
  span { font-size: 1rem; font-weight: 600; color: ${({ theme }) => theme.color.muted}; margin-left: 0.35rem; }
`;

const Terms = styled.p`
  font-weight: 600;
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

/** Basic, Standard and Premium, each with its discount terms (spec section 9) and a Get started button. */
export function PackageCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <List>
      {packagesCopy.items.map((item) => (
        <li key={item.id}>
          <PackageCard as="article" aria-labelledby={`package-${item.id}`} $featured={item.id === 'standard'}>
            <TitleRow>
              <Heading id={`package-${item.id}`}>{item.name}</Heading>
              {item.id === 'standard' ? <Badge $tone="primary">{packagesCopy.popular}</Badge> : null}
            </TitleRow>
            {/* The terms below say the same in words; the big figure is for the eye only. */}
            <Discount aria-hidden="true">
              {item.discount}{' '}
              <span>{packagesCopy.discountLabel}</span>
            </Discount>
            <Terms>{item.terms}</Terms>
            <Summary>{item.summary}</Summary>
            <CheckList>
              {item.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </CheckList>
            <RequestButton $block $variant={item.id === 'standard' ? 'primary' : 'secondary'} context={commonCopy.withPackage(item.name)}>
              {commonCopy.getStarted}
            </RequestButton>
          </PackageCard>
        </li>
      ))}
    </List>
  );
}
