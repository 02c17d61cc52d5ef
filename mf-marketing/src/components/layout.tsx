import { Card, media } from '@agency/shared-ui';
import styled, { css } from 'styled-components';

/** Small text above a heading that names the page or section. */
export const Eyebrow = styled.p`
  margin: 0 0 0.6rem;
  color: ${({ theme }) => theme.color.accent};
  font-weight: 700;
  font-size: 0.85rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const Lead = styled.p`
  font-size: 1.1rem;
  color: ${({ theme }) => theme.color.muted};
  max-width: 62ch;
  ${media.md} { font-size: 1.2rem; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

/** A section's heading and intro, centred above its content. */
export const SectionHead = styled.div`
  max-width: 720px;
  margin: 0 auto 2.5rem;
  text-align: center;
  h2 { font-size: 1.75rem; ${media.md} { font-size: 2.2rem; } }
  p { color: ${({ theme }) => theme.color.muted}; margin: 0; }
`;

const gridCss = css<{ $cols?: 2 | 3 | 4 }>`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} { grid-template-columns: repeat(${({ $cols = 3 }) => Math.min($cols, 2)}, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(${({ $cols = 3 }) => $cols}, minmax(0, 1fr)); }
`;

/** Responsive card grid: one column on phones, up to `$cols` on wide screens. */
export const Grid = styled.div<{ $cols?: 2 | 3 | 4 }>`
  ${gridCss}
`;

/** The same grid as a list (give it role="list": Safari drops list semantics without bullets); cards fill their item. */
export const GridList = styled.ul<{ $cols?: 2 | 3 | 4 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  ${gridCss}
  & > li > *, & > li > form > * { height: 100%; }
`;

/** A card whose content stacks and whose last child (a button or link) sits at the bottom. */
export const FlexCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  h3 { font-size: 1.2rem; }
  /* A dialog button sits in its no-script form (display: contents): the button is what goes to the bottom. */
  & > :last-child, & > form:last-child > button { margin-top: auto; }
  p { color: ${({ theme }) => theme.color.muted}; }
`;

export const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.primary};
`;

export const CheckList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1.25rem;
  li {
    position: relative;
    padding-left: 1.6rem;
    margin-bottom: 0.4rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.2rem;
    top: 0.45em;
    width: 0.45rem;
    height: 0.8rem;
    border: solid ${({ theme }) => theme.color.success};
    border-width: 0 3px 3px 0;
    transform: rotate(45deg);
  }
`;

export const Price = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.color.text} !important;
`;

/** A card's price and its button, kept together at the card's foot so prices line up across a row of cards. */
export const PriceFoot = styled.div`
  margin-top: auto;
  padding-top: 0.75rem;
  p { margin: 0 0 0.75rem; }
`;
