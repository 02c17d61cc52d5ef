import { crc32, inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

interface PdfImage {
  width: number;
  height: number;
  /** RGBA, 8 bits a channel. */
  rgba: Uint8Array;
}

function entry(dict: string, key: string): string | undefined {
  return new RegExp(`/${key}\\s*(/?[\\w.]+)`).exec(dict)?.[1];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PDF image XObject's pixels. Flate data with a PNG predictor (what jspdf writes) is, byte for byte, a
 * PNG's IDAT: it is wrapped in a PNG and decoded with pngjs. Raw or plain Flate data is read as is.
 */
function decodeImage(dict: string, data: Buffer): PdfImage | null {
  const width = Number(entry(dict, 'Width'));
  const height = Number(entry(dict, 'Height'));
  const bits = Number(entry(dict, 'BitsPerComponent') ?? 8);
  const space = entry(dict, 'ColorSpace');
  const colours = space === '/DeviceRGB' ? 3 : space === '/DeviceGray' ? 1 : 0;
  const filter = entry(dict, 'Filter');
  const predictor = Number(entry(dict, 'Predictor') ?? 1);
  if (!width || !height || bits !== 8 || !colours || (filter && filter !== '/FlateDecode')) return null;
  if (filter && predictor >= 10) {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, colours === 3 ? 2 : 0, 0, 0, 0], 8);
    const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
    const { data: rgba } = PNG.sync.read(png);
    return { width, height, rgba };
  }
  const raw = filter ? inflateSync(data) : data;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = colours === 3 ? [raw[i * 3]!, raw[i * 3 + 1]!, raw[i * 3 + 2]!] : [raw[i]!, raw[i]!, raw[i]!];
    rgba.set([r, g, b, 255], i * 4);
  }
  return { width, height, rgba };
}

/** Every image embedded in a PDF (the image XObjects), decoded to RGBA. */
export function pdfImages(pdf: Buffer): PdfImage[] {
  const text = pdf.toString('latin1');
  const images: PdfImage[] = [];
  for (const match of text.matchAll(/\/Subtype\s*\/Image/g)) {
    const start = text.lastIndexOf(' obj', match.index);
    const streamAt = text.indexOf('stream', match.index);
    if (start < 0 || streamAt < 0) continue;
    const dict = text.slice(start, streamAt);
    const length = Number(entry(dict, 'Length'));
    const dataAt = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1);
    const image = decodeImage(dict, pdf.subarray(dataAt, dataAt + length));
    if (image) images.push(image);
  }
  return images;
}

/** The texts of the QR codes found in a PDF's embedded images. */
export function qrCodesInPdf(pdf: Buffer): string[] {
  return pdfImages(pdf)
    .map((image) => jsQR(new Uint8ClampedArray(image.rgba), image.width, image.height)?.data)
    .filter((data): data is string => typeof data === 'string');
}
