import { Badge, Card, media } from '@agency/shared-ui';
import styled from 'styled-components';
import { useCataloguePackages } from '../api/get-catalogue-packages';
import { commonCopy } from '../copy/common';
import { packagesCopy } from '../copy/packages';
import { nairaOfKobo } from '../lib/price';
import { CheckList } from './layout';
import { QueryState } from './query-state';
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
  /* The Get started button, in its no-script form (display: contents) */
  & > :last-child, & > form:last-child > button { margin-top: auto; }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;

/** The anchor figure of a tier: its lowest price in naira. Every card's price sits at the same height, right under its title. */
const Price = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0 0.4rem;
  line-height: 1.1;
  small { font-size: 1rem; font-weight: 600; color: ${({ theme }) => theme.color.muted}; }
  strong { font-size: clamp(2rem, 8vw, 2.4rem); font-weight: 800; letter-spacing: -0.02em; color: ${({ theme }) => theme.color.text}; white-space: nowrap; }
`;

const PriceNote = styled.p`
  margin: 0.35rem 0 1rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

/** The spec's discount terms: the tier's one discount figure, on a tinted band. */
const Terms = styled.p`
  margin: 0 0 1rem;
  padding: 0.6rem 0.85rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.success};
  font-weight: 700;
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * The catalogue's packages (Basic, Standard and Premium as seeded), each with its lowest price in naira as the API
 * computes it from the catalogue's prices, its discount terms (spec section 9) and a Get started button.
 */
export function PackageCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const query = useCataloguePackages();
  const items = query.data?.packages ?? [];
  if (items.length === 0) {
    return <QueryState query={query} loading={packagesCopy.loading} failure={packagesCopy.failure} empty={packagesCopy.empty} isEmpty />;
  }
  return (
    <List>
      {items.map((item) => (
        <li key={item.id}>
          <PackageCard as="article" aria-labelledby={`package-${item.id}`} $featured={item.popular}>
            <TitleRow>
              <Heading id={`package-${item.id}`}>{item.name}</Heading>
              {item.popular ? <Badge $tone="primary">{packagesCopy.popular}</Badge> : null}
            </TitleRow>
            {item.fromPrice !== null ? (
              <>
                <Price>
                  <small>{packagesCopy.fromLabel}</small> <strong>{nairaOfKobo(item.fromPrice)}</strong>
                </Price>
                <PriceNote>{packagesCopy.priceNote(item.services)}</PriceNote>
              </>
            ) : null}
            <Terms>{item.terms}</Terms>
            <Summary>{item.summary}</Summary>
            <CheckList>
              {item.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </CheckList>
            <RequestButton
              $block
              $variant={item.popular ? 'primary' : 'secondary'}
              context={commonCopy.withPackage(item.name)}
              purpose="consultation"
              packageName={item.name}
            >
              {commonCopy.getStarted}
            </RequestButton>
          </PackageCard>
        </li>
      ))}
    </List>
  );
}
