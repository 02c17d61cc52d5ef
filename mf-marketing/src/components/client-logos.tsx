import type { ClientLogo } from '@agency/contracts/catalogue';
import { Container, media } from '@agency/shared-ui';
import styled from 'styled-components';
import { useCatalogueWork } from '../api/get-catalogue-work';
import { CatalogueImage } from './catalogue-image';

import kolo from './logos/kolo.svg';
import koraFoods from './logos/kora-foods.svg';
import ojaFresh from './logos/ojafresh.svg';
import payGrid from './logos/paygrid.svg';
import swiftlink from './logos/swiftlink.svg';
import zariaThreads from './logos/zaria-threads.svg';

/**
 * The clients' wordmarks that ship with this remote, by the catalogue's logo id: each a built SVG in one ink (the
 * muted text colour, 7:1 on white), fetched and cached like any picture, none of it in the page's JavaScript.
 * Width and height are the file's own, so the strip keeps its size while they load. A logo staff upload in the
 * office (the catalogue's client logos) takes the place of its built-in wordmark; a client with neither is named
 * in text.
 */
const BUILT_IN: Readonly<Record<string, { src: string; width: number }>> = {
  ojafresh: { src: ojaFresh, width: 132 },
  'kolo-cooperative': { src: kolo, width: 112 },
  'kora-foods': { src: koraFoods, width: 136 },
  'swiftlink-logistics': { src: swiftlink, width: 122 },
  'zaria-threads': { src: zariaThreads, width: 162 },
  paygrid: { src: payGrid, width: 122 },
};

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
  picture { display: block; }
  picture img { max-width: 160px; }
`;

/** A client without a logo: its name set as a wordmark in the strip's ink. */
const Wordmark = styled.span`
  display: block;
  font-weight: 700;
  font-size: 1.05rem;
  line-height: 36px;
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;

function Logo({ logo }: { logo: ClientLogo }) {
  if (logo.image) return <CatalogueImage image={logo.image} sizes="160px" />;
  const built = BUILT_IN[logo.id];
  if (built) return <img src={built.src} alt={logo.name} width={built.width} height="40" decoding="async" loading="lazy" />;
  return (
    <Wordmark role="img" aria-label={logo.name}>
      {logo.name}
    </Wordmark>
  );
}

/** A strip of client wordmarks under the hero, the catalogue's client logos in its order: who already trusts the agency. */
export function ClientLogos({ heading }: { heading: string }) {
  const logos = useCatalogueWork().data?.logos ?? [];
  if (logos.length === 0) return null;
  return (
    <Strip aria-labelledby="clients-heading">
      <Container>
        <h2 id="clients-heading">{heading}</h2>
        <List role="list">
          {logos.map((logo) => (
            <li key={logo.id}>
              <Logo logo={logo} />
            </li>
          ))}
        </List>
      </Container>
    </Strip>
  );
}
