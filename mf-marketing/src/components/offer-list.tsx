import type { ServiceCode } from '@agency/shared-auth';
import { Container, media, Section } from '@agency/shared-ui';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { commonCopy } from '../copy/common';
import { CheckList, IconBox, SectionHead } from './layout';
import { RequestButton } from './request-button';

export interface Offer {
  code: ServiceCode;
  title: string;
  body: string;
  points: readonly string[];
  price: string;
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
  offers: readonly Offer[];
  /** The visible label of each item's button ('Request', 'Request Services'). */
  buttonLabel: string;
  /** What a screen reader hears after the label, to tell the buttons apart. */
  buttonContext: (offer: Offer) => string;
  icons?: Partial<Record<ServiceCode, ComponentType>>;
}

/** A page's services, each with what it includes, a starting price and a button that books it by its code. */
export function OfferList({ id, heading, offers, buttonLabel, buttonContext, icons }: OfferListProps) {
  return (
    <Section $alt aria-labelledby={id}>
      <Container>
        <SectionHead>
          <h2 id={id}>{heading}</h2>
        </SectionHead>
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
                <p>
                  {commonCopy.fromPrice} {offer.price}
                </p>
                <RequestButton code={offer.code} context={buttonContext(offer)}>
                  {buttonLabel}
                </RequestButton>
              </Footer>
            </Item>
            );
          })}
        </Items>
      </Container>
    </Section>
  );
}
