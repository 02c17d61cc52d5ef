import type { CatalogueService } from '@agency/contracts/catalogue';
import { Badge, Container, media, Section } from '@agency/shared-ui';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { useCatalogueServices } from '../api/get-catalogue-services';
import { commonCopy } from '../copy/common';
import { servicePrice } from '../lib/price';
import { servicesSchema } from '../lib/structured-data';
import { JsonLd } from '@agency/shared-ui';
import { CheckList, IconBox, SectionHead } from './layout';
import { QueryState } from './query-state';
import { RequestButton } from './request-button';

type Code = CatalogueService['code'];

/** A page's service: the catalogue's name, summary, price and whether it is offered, with the page's own points. */
export interface Offer {
  code: Code;
  title: string;
  body: string;
  points: readonly string[];
  price: string;
  offered: boolean;
}

const Items = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Item = styled.article`
  display: flex;
  flex-direction: column;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 { font-size: 1.35rem; }
  & > p { color: ${({ theme }) => theme.color.muted}; }
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  p { margin: 0; font-weight: 700; }
`;

interface OfferListProps {
  id: string;
  heading: string;
  /** The page's services in order, each with what it includes. */
  codes: readonly Code[];
  points: Partial<Record<Code, readonly string[]>>;
  loading: string;
  failure: string;
  /** The visible label of each item's button ('Request', 'Request Services'). */
  buttonLabel: string;
  /** What a screen reader hears after the label, to tell the buttons apart. */
  buttonContext: (offer: Offer) => string;
  icons?: Partial<Record<Code, ComponentType>>;
}

/** The page's services as the catalogue describes them (the draft's in a preview), in the page's order. */
export function useOffers(codes: readonly Code[], points: OfferListProps['points']) {
  const query = useCatalogueServices();
  const services = codes.flatMap((code) => query.data?.services.find((s) => s.code === code) ?? []);
  const offers: Offer[] = services.map((s) => ({
    code: s.code,
    title: s.name,
    body: s.summary,
    points: points[s.code] ?? [],
    price: servicePrice(s),
    offered: s.offered,
  }));
  return { query, services, offers };
}

/**
 * A page's services from the catalogue, each with what it includes, its starting price and a button that books it
 * by its code ("Coming soon" instead when it is not offered), and their Service structured data.
 */
export function OfferList({ id, heading, codes, points, loading, failure, buttonLabel, buttonContext, icons }: OfferListProps) {
  const { query, services, offers } = useOffers(codes, points);
  return (
    <Section $skipOffscreen $alt aria-labelledby={id}>
      {services.length > 0 ? <JsonLd data={servicesSchema(services)} /> : null}
      <Container>
        <SectionHead>
          <h2 id={id}>{heading}</h2>
        </SectionHead>
        <QueryState query={query} loading={loading} failure={failure} />
        <Items>
          {offers.map((offer) => {
            const Icon = icons?.[offer.code];
            return (
            <Item key={offer.code} aria-labelledby={`offer-${offer.code}`}>
              {Icon ? (
                <IconBox>
                  <Icon />
                </IconBox>
              ) : null}
              <h3 id={`offer-${offer.code}`}>{offer.title}</h3>
              <p>{offer.body}</p>
              <CheckList>
                {offer.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </CheckList>
              <Footer>
                <p>{offer.price}</p>
                {offer.offered ? (
                  <RequestButton code={offer.code} context={buttonContext(offer)}>
                    {buttonLabel}
                  </RequestButton>
                ) : (
                  <Badge>{commonCopy.comingSoon}</Badge>
                )}
              </Footer>
            </Item>
            );
          })}
        </Items>
      </Container>
    </Section>
  );
}
