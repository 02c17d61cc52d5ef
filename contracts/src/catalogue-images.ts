/**
 * Where the catalogue's converted images are served, without zod: the pages build `srcset`s with these, and a
 * page's first load must not carry the schemas (./catalogue re-exports them for everything else).
 */

/** The formats every width is converted to, best first (the <picture>'s <source> order). */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** What the addresses of an image need: its id and the widths it was converted to (ascending). */
export interface ImageFiles {
  id: string;
  widths: readonly number[];
}

/** Where one converted file of an image is served (long-cached: a file's bytes never change). */
export const catalogueImageUrl = (id: string, width: number, format: ImageFormat) => `/api/catalogue/images/${id}/${width}.${format === 'jpeg' ? 'jpg' : format}`;
/** `srcset` for one format: every width the image exists in. */
export const catalogueSrcSet = (image: ImageFiles, format: ImageFormat) => image.widths.map((w) => `${catalogueImageUrl(image.id, w, format)} ${w}w`).join(', ');
