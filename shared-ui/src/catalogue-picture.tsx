import styled from 'styled-components';

/** The formats a catalogue image exists in, best first: the order of the <picture>'s sources. */
type PictureFormat = 'avif' | 'webp' | 'jpeg';

/** A catalogue image as the API answers it (@agency/contracts' CatalogueImage): its size, widths and alt text. */
export interface PictureImage {
  id: string;
  width: number;
  height: number;
  /** Ascending: every width the image was converted to, in every format. */
  widths: readonly number[];
  alt: string;
}

export interface CataloguePictureProps {
  image: PictureImage;
  /** The layout's `sizes`: how wide the image is shown at each viewport width. */
  sizes: string;
  /**
   * The image's addresses (@agency/contracts/catalogue-images' catalogueSrcSet and catalogueImageUrl): passed in,
   * so this design system stays free of the contracts and every remote builds them with its own.
   */
  srcSet: (image: PictureImage, format: PictureFormat) => string;
  url: (id: string, width: number, format: PictureFormat) => string;
  /** 'eager' for an image in the first screen (the largest paint), else loaded as it nears the viewport. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** The width the plain <img src> names for a browser that reads no srcset: the one nearest a laptop's column. */
const FALLBACK_WIDTH = 960;
export const fallbackWidth = (widths: readonly number[]) =>
  widths.reduce((best, w) => (Math.abs(w - FALLBACK_WIDTH) < Math.abs(best - FALLBACK_WIDTH) ? w : best), widths[0] ?? FALLBACK_WIDTH);

const Picture = styled.picture`
  display: block;
  img { display: block; width: 100%; height: auto; }
`;

/**
 * An uploaded image of the catalogue: AVIF, then WebP, then JPEG, each in every width it exists in, so the browser
 * fetches the smallest file that fills the layout. `width`/`height` give the box its ratio before a byte arrives (no
 * layout shift); the alt text is the catalogue's, which requires one.
 */
export function CataloguePicture({ image, sizes, srcSet, url, loading = 'lazy', className }: CataloguePictureProps) {
  return (
    <Picture className={className}>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={url(image.id, fallbackWidth(image.widths), 'jpeg')}
        srcSet={srcSet(image, 'jpeg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={loading}
        decoding="async"
        {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
      />
    </Picture>
  );
}
