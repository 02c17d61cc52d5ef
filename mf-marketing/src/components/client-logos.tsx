import { Container, media } from '@agency/shared-ui';
import styled from 'styled-components';

import kolo from './logos/kolo.svg';
import koraFoods from './logos/kora-foods.svg';
import ojaFresh from './logos/ojafresh.svg';
import payGrid from './logos/paygrid.svg';
import swiftlink from './logos/swiftlink.svg';
import zariaThreads from './logos/zaria-threads.svg';

/**
 * Each logo is a built SVG wordmark in one ink (the muted text colour, 7:1 on white), shipped as an image
 * file beside the code: the browser fetches and caches it like any picture, and none of it weighs on the
 * page's JavaScript. Width and height are the file's own, so the strip keeps its size while they load.
 */
const LOGOS: { name: string; src: string; width: number }[] = [
  { name: 'OjaFresh', src: ojaFresh, width: 132 },
  { name: 'Kolo Cooperative', src: kolo, width: 112 },
  { name: 'Kora Foods', src: koraFoods, width: 136 },
  { name: 'Swiftlink Logistics', src: swiftlink, width: 122 },
  { name: 'Zaria Threads', src: zariaThreads, width: 162 },
  { name: 'PayGrid', src: payGrid, width: 122 },
];

export const CLIENT_NAMES = LOGOS.map((logo) => logo.name);

const Strip = styled.section`
  padding: 2rem 0 2.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0 0 1.25rem;
    text-align: center;
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.25rem 1rem;
  justify-items: center;
  align-items: center;
  ${media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  img { display: block; max-width: 100%; height: 36px; width: auto; }
`;

/** A strip of client wordmarks under the hero: who already trusts the agency. */
export function ClientLogos({ heading }: { heading: string }) {
  return (
    <Strip aria-labelledby="clients-heading">
      <Container>
        <h2 id="clients-heading">{heading}</h2>
        <List role="list">
          {LOGOS.map((logo) => (
            <li key={logo.name}>
              <img src={logo.src} alt={logo.name} width={logo.width} height="40" decoding="async" loading="lazy" />
            </li>
          ))}
        </List>
      </Container>
    </Strip>
  );
}
