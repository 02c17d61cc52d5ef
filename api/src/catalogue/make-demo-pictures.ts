// Writes the demo pictures' converted files (./demo-pictures.ts) into api/demo/catalogue/<id>/, through the upload's
// own converter: `pnpm --filter @agency/api run demo:pictures`. Run it again after changing a picture and commit
// the files; the demo seed only copies them into the file store.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '@agency/contracts/catalogue';
import sharp from 'sharp';
import { DEMO_PICTURES, DEMO_PICTURES_DIR } from './demo-pictures';
import { convert, imageFileName } from './images';

for (const picture of DEMO_PICTURES) {
  const png = await sharp(Buffer.from(picture.svg())).png().toBuffer();
  const { width, height } = await sharp(png).metadata();
  const widths = IMAGE_WIDTHS.filter((w) => w <= (width ?? 0));
  if (width !== picture.image.width || height !== picture.image.height || widths.join() !== picture.image.widths.join()) {
    throw new Error(`${picture.image.id}: drawn ${width}×${height} in widths ${widths.join(', ')}, declared otherwise`);
  }
  const dir = path.join(DEMO_PICTURES_DIR, picture.image.id);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const w of widths) for (const format of IMAGE_FORMATS) await convert(png, w, format, path.join(dir, imageFileName(w, format)));
  console.log(`${picture.image.id}: ${widths.length * IMAGE_FORMATS.length} files in ${path.relative(process.cwd(), dir)}`);
}
