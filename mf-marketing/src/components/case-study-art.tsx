import type { CaseStudySummary } from '@agency/contracts/catalogue';
import { type ComponentType, lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { ArtProps } from './art/art';
import { CatalogueImage } from './catalogue-image';
import { WhenVisible } from './when-visible';

// The two seeded case studies' built illustrations, shown while the catalogue gives them no image. Below the fold on
// the home page and /work: their code loads only when the card nears the viewport.
const OjaArt = lazy(() => import('./art/oja-art').then((m) => ({ default: m.OjaArt })));
const KoloArt = lazy(() => import('./art/kolo-art').then((m) => ({ default: m.KoloArt })));

export const BUILT_ART: Record<string, { Art: ComponentType<ArtProps>; tint: string }> = {
  'ojafresh-marketplace': { Art: OjaArt, tint: '#e7f4ea' },
  'kolo-savings-app': { Art: KoloArt, tint: '#eef2fb' },
};

const Placeholder = styled.div`
  aspect-ratio: 8 / 5;
  display: grid;
  place-items: center;
  padding: 1.5rem;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.primary};
  font-size: clamp(1.4rem, 4vw, 2rem);
  font-weight: 800;
  text-align: center;
`;

/** A listed case study's picture: its uploaded image, else its built illustration, else its client's name on a tint. */
export function CaseStudyArt({ study, sizes }: { study: Pick<CaseStudySummary, 'slug' | 'client' | 'image' | 'artLabel'>; sizes: string }) {
  if (study.image) return <CatalogueImage image={study.image} sizes={sizes} />;
  const built = BUILT_ART[study.slug];
  if (built) {
    const { Art, tint } = built;
    return (
      <WhenVisible ratio="8 / 5" tint={tint}>
        <Suspense fallback={null}>
          <Art label={study.artLabel} />
        </Suspense>
      </WhenVisible>
    );
  }
  return (
    <Placeholder role="img" aria-label={study.artLabel || study.client}>
      <span aria-hidden="true">{study.client}</span>
    </Placeholder>
  );
}
