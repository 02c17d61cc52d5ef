import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMAGE_FORMATS, IMAGE_MAX_BYTES, IMAGE_MIN_WIDTH, IMAGE_TOO_LARGE, IMAGE_TOO_SMALL, IMAGE_TYPE_REFUSED, IMAGE_WIDTHS, type ImageFormat, type UploadedImage } from '@agency/contracts/catalogue';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { catalogueImages } from '../db/schema';
import { cleanFileName } from '../files/upload';
import { type FileStore, incomingDir, removeObjects } from '../files/store';
import { badRequest, HttpError } from '../lib/errors';
import { type Actor, audited } from '../office/audit';

// The catalogue's images (issue 29): an upload's bytes are streamed to a temp file (counted, refused past
// IMAGE_MAX_BYTES), decoded by sharp (only JPEG, PNG, WebP and AVIF are taken), turned upright by their EXIF
// orientation, stripped of their metadata (sharp writes none unless asked) and converted to every width of
// IMAGE_WIDTHS up to their own, each in AVIF, WebP and JPEG, kept in the file store under
// catalogue/<id>/<width>.<avif|webp|jpg>. The bytes of a file never change, so they are served with a year's cache.

/** What sharp may decode: more pixels than this (a "decompression bomb" of a few kilobytes) is refused unread. */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const IMAGE_PIXELS_REFUSED = 'That image has too many pixels: use one under 50 megapixels.';

const tooLarge = () => new HttpError(413, IMAGE_TOO_LARGE);
const refused = () => new HttpError(415, IMAGE_TYPE_REFUSED);

/** The file name of one converted file, as served and stored. */
export const imageFileName = (width: number, format: ImageFormat) => `${width}.${format === 'jpeg' ? 'jpg' : format}`;
export const imageKey = (id: string, file: string) => `catalogue/${id}/${file}`;
export const IMAGE_CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** Streams the body to a temp file, counting: past IMAGE_MAX_BYTES (declared or sent) it is refused with 413. */
async function receive(body: unknown, contentLength: string | undefined, config: Config): Promise<string> {
  const declared = contentLength === undefined ? undefined : Number(contentLength);
  if (declared !== undefined && Number.isFinite(declared) && declared > IMAGE_MAX_BYTES) throw tooLarge();
  if (!body || typeof (body as Readable).pipe !== 'function') throw refused();
  const dir = incomingDir(config);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomUUID());
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > IMAGE_MAX_BYTES) return callback(tooLarge());
      callback(null, chunk);
    },
  });
  try {
    await pipeline(body as Readable, counter, createWriteStream(file, { flags: 'wx' }));
    if (size === 0) throw refused();
    return file;
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof HttpError && error.statusCode === 413) (body as Readable).destroy?.();
    throw error;
  }
}

/** The upright size of an image the catalogue takes; refuses any other kind, and one too narrow. */
async function inspect(file: string): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw badRequest(IMAGE_PIXELS_REFUSED);
    throw refused();
  }
  const kind = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format;
  if (!['jpeg', 'png', 'webp', 'avif'].includes(kind)) throw refused();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw refused();
  if (width * height > IMAGE_MAX_PIXELS) throw badRequest(IMAGE_PIXELS_REFUSED);
  if (width < IMAGE_MIN_WIDTH) throw badRequest(IMAGE_TOO_SMALL);
  return { width, height };
}

const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: a 1920-wide AVIF in well under a second on this machine's cores, a little larger than effort 4.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

/** One converted file: the image upright, `width` wide (never enlarged), in `format`, written to `out`. */
export async function convert(input: string | Buffer, width: number, format: ImageFormat, out: string): Promise<void> {
  await ENCODERS[format](sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS }).autoOrient().resize({ width, withoutEnlargement: true })).toFile(out);
}

// libvips's operation cache holds decoded images for reuse: uploads are one-off, so it would only hold memory.
sharp.cache(false);

// One conversion at a time per process: an upload costs seconds of CPU, and the other requests must keep theirs.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => {});
  return run;
}

/**
 * Receives, checks and converts one upload, stores its files and writes its row (audited) once all are stored; on
 * any failure nothing is left behind, in the store or the database.
 */
export async function uploadImage(
  db: Db,
  config: Config,
  store: FileStore,
  upload: { body: unknown; contentLength: string | undefined; name: string; actor: Actor; log?: { warn: (obj: object, msg: string) => void } },
): Promise<UploadedImage> {
  const file = await receive(upload.body, upload.contentLength, config);
  const id = randomUUID();
  const stored: string[] = [];
  const temps: string[] = [file];
  try {
    const { width, height } = await inspect(file);
    const widths = IMAGE_WIDTHS.filter((w) => w <= width);
    await oneAtATime(async () => {
      for (const w of widths) {
        for (const format of IMAGE_FORMATS) {
          const out = `${file}-${imageFileName(w, format)}`;
          temps.push(out);
          await convert(file, w, format, out);
          const key = imageKey(id, imageFileName(w, format));
          await store.put(key, out);
          stored.push(key);
        }
      }
    });
    const image: UploadedImage = { id, width, height, widths: [...widths] };
    await audited(db, upload.actor, 'catalogue.image', `catalogue image ${id}`, async (tx) => {
      await tx.insert(catalogueImages).values({ id, name: cleanFileName(upload.name), width, height, widths: [...widths], createdBy: upload.actor.id > 0 ? upload.actor.id : null });
      return { before: null, after: { id, name: cleanFileName(upload.name), width, height, widths }, result: null };
    });
    return image;
  } catch (error) {
    await removeObjects(store, stored, upload.log);
    if (error instanceof HttpError) throw error;
    // sharp refusing to decode what it first read (a truncated file): the kind is not one we take.
    if (error instanceof Error && /Input (file|buffer)|VipsJpeg|pngload|webpload|heifload|corrupt|premature/i.test(error.message)) throw refused();
    throw error;
  } finally {
    await Promise.all(temps.map((t) => rm(t, { force: true })));
  }
}
