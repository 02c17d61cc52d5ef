import { catalogueImageUrl, catalogueSrcSet } from '@agency/contracts/catalogue-images';
import { CataloguePicture, type PictureImage } from '@agency/shared-ui';

/** An image of the catalogue in AVIF, WebP and JPEG at every width it exists in (shared-ui's CataloguePicture). */
export function CatalogueImage({ image, sizes, loading }: { image: PictureImage; sizes: string; loading?: 'lazy' | 'eager' }) {
  return <CataloguePicture image={image} sizes={sizes} srcSet={catalogueSrcSet} url={catalogueImageUrl} loading={loading} />;
}
