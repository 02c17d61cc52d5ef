import type { jsPDF } from 'jspdf';
import { copy } from '../../../copy';

export interface CertificateContent {
  holder: string;
  title: string;
  instructor: string;
  /** Formatted dates, e.g. '1 September 2026'. */
  startDate: string;
  endDate: string;
  /** The holder's own number, e.g. TMS-DME2026-7KX4QP. */
  number: string;
  verifyUrl: string;
}

type Rgb = readonly [number, number, number];

/** The site's palette (shared-ui theme) and a gold for the frame and seal. */
const INK: Rgb = [20, 26, 51];
const MUTED: Rgb = [74, 81, 112];
const NAVY: Rgb = [23, 57, 166];
const GOLD: Rgb = [176, 125, 32];
const AMBER: Rgb = [245, 158, 11];
const RULE: Rgb = [201, 207, 224];

const PAGE = { width: 210, height: 297 } as const;
const CENTRE = PAGE.width / 2;
/** Text never runs closer than this to the inner frame. */
const TEXT_WIDTH = 160;
/** jspdf measures in the document unit (mm); a point is 0.3528 mm. */
const PT = 25.4 / 72;

/**
 * The QR code of the verify URL as a PNG data URL (the `qrcode` package), as the PDF embeds it. Dark modules
 * in the site's ink on white, error correction M, a two-module quiet zone (the PDF's white margin adds more).
 */
export async function certificateQrDataUrl(verifyUrl: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(verifyUrl, { errorCorrectionLevel: 'M', margin: 2, width: 480, color: { dark: '#141a33ff', light: '#ffffffff' } });
}

function fill(doc: jsPDF, [r, g, b]: Rgb) {
  doc.setFillColor(r, g, b);
}
function stroke(doc: jsPDF, [r, g, b]: Rgb) {
  doc.setDrawColor(r, g, b);
}
function ink(doc: jsPDF, [r, g, b]: Rgb) {
  doc.setTextColor(r, g, b);
}

/** The largest font size (from `max` down to `min`, in pt) at which `text` fits `width` on one line. */
function fitSize(doc: jsPDF, text: string, width: number, max: number, min: number): number {
  let size = max;
  doc.setFontSize(size);
  while (size > min && doc.getTextWidth(text) > width) {
    size -= 0.5;
    doc.setFontSize(size);
  }
  return size;
}

/** Letter-spaced capitals, centred by hand (jspdf's own centring ignores the character spacing). */
function spacedCaps(doc: jsPDF, text: string, x: number, y: number, spacing: number) {
  const width = doc.getTextWidth(text) + spacing * (text.length - 1);
  doc.setCharSpace(spacing);
  doc.text(text, x - width / 2, y);
  doc.setCharSpace(0);
}

/**
 * A URL split only after '/', '?', '&', '=' or '-' (never inside a word) into lines that fit `width`,
 * at the largest size from `max` to `min` pt that needs the fewest lines.
 */
export function urlLines(doc: Pick<jsPDF, 'getTextWidth' | 'setFontSize'>, url: string, width: number, max: number, min: number) {
  for (let size = max; size >= min; size -= 0.5) {
    doc.setFontSize(size);
    if (doc.getTextWidth(url) <= width) return { size, lines: [url] };
  }
  doc.setFontSize(min);
  const pieces = url.split(/(?<=[/?&=-])/);
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (line && doc.getTextWidth(line + piece) > width) {
      lines.push(line);
      line = piece;
    } else {
      line += piece;
    }
  }
  if (line) lines.push(line);
  return { size: min, lines };
}

/** The agency's mark (as the site's logo draws it): a navy rounded square, a white T and an amber dot. */
function drawMark(doc: jsPDF, x: number, y: number, size: number) {
  const u = size / 64;
  fill(doc, NAVY);
  doc.roundedRect(x, y, size, size, 14 * u, 14 * u, 'F');
  doc.setFillColor(255, 255, 255);
  doc.rect(x + 16 * u, y + 20 * u, 32 * u, 6 * u, 'F');
  doc.rect(x + 29 * u, y + 26 * u, 6 * u, 22 * u, 'F');
  fill(doc, AMBER);
  doc.circle(x + 48 * u, y + 46 * u, 5 * u, 'F');
}

function drawFrame(doc: jsPDF) {
  stroke(doc, NAVY);
  doc.setLineWidth(1.6);
  doc.rect(9, 9, PAGE.width - 18, PAGE.height - 18);
  stroke(doc, GOLD);
  doc.setLineWidth(0.35);
  doc.rect(12.5, 12.5, PAGE.width - 25, PAGE.height - 25);
  // Gold corner ornaments inside the inner frame.
  fill(doc, GOLD);
  for (const [cx, cy] of [
    [12.5, 12.5],
    [PAGE.width - 12.5, 12.5],
    [12.5, PAGE.height - 12.5],
    [PAGE.width - 12.5, PAGE.height - 12.5],
  ] as const) {
    doc.rect(cx - 1.6, cy - 1.6, 3.2, 3.2, 'F');
  }
}

/** A small label in letter-spaced capitals over a bold value, centred on `x`, the value shrunk to fit `width`. */
function fact(doc: jsPDF, label: string, value: string, x: number, y: number, width: number) {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(7.5);
  ink(doc, MUTED);
  spacedCaps(doc, label.toUpperCase(), x, y, 0.6);
  doc.setFont('helvetica', 'bold');
  ink(doc, INK);
  fitSize(doc, value, width, 11.5, 7);
  doc.text(value, x, y + 6.5, { align: 'center' });
}

/** The certificate as an A4 portrait jsPDF document (spec: A4 portrait), the QR code of the verify URL embedded. */
export async function buildCertificatePdf(content: CertificateContent): Promise<jsPDF> {
  const [{ jsPDF }, qr] = await Promise.all([import('jspdf'), certificateQrDataUrl(content.verifyUrl)]);
  const text = copy.certificate;
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  doc.setProperties({ title: `${text.heading}: ${content.title}`, subject: `${content.number} ${content.verifyUrl}`, author: text.brand, creator: text.brand });

  drawFrame(doc);

  // Header: the mark and the agency's name.
  drawMark(doc, CENTRE - 9, 24, 18);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  ink(doc, NAVY);
  spacedCaps(doc, text.brand.toUpperCase(), CENTRE, 52, 1.2);

  // Title.
  doc.setFont('times', 'bold');
  ink(doc, INK);
  fitSize(doc, text.heading, TEXT_WIDTH, 34, 24);
  doc.text(text.heading, CENTRE, 72, { align: 'center' });
  stroke(doc, GOLD);
  doc.setLineWidth(0.8);
  doc.line(CENTRE - 16, 79, CENTRE + 16, 79);

  // The holder.
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(12);
  ink(doc, MUTED);
  doc.text(text.certifies, CENTRE, 96, { align: 'center' });
  doc.setFont('times', 'bolditalic');
  ink(doc, NAVY);
  const holderSize = fitSize(doc, content.holder, TEXT_WIDTH, 36, 20);
  const holderLines: string[] = doc.splitTextToSize(content.holder, TEXT_WIDTH).slice(0, 2);
  const holderLead = holderSize * PT * 1.1;
  let y = 115 - (holderLines.length - 1) * holderLead;
  doc.text(holderLines, CENTRE, y, { align: 'center', lineHeightFactor: 1.1 });
  y = 115 + 6;
  stroke(doc, RULE);
  doc.setLineWidth(0.3);
  doc.line(CENTRE - 55, y, CENTRE + 55, y);

  // The course.
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(12);
  ink(doc, MUTED);
  doc.text(text.completed, CENTRE, 135, { align: 'center' });
  doc.setFont('helvetica', 'bold');
  ink(doc, INK);
  const titleSize = fitSize(doc, content.title, TEXT_WIDTH, 20, 14);
  const titleLines: string[] = doc.splitTextToSize(content.title, TEXT_WIDTH).slice(0, 3);
  doc.text(titleLines, CENTRE, 148, { align: 'center', lineHeightFactor: 1.2 });
  y = 148 + (titleLines.length - 1) * titleSize * PT * 1.2 + 10;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10.5);
  ink(doc, MUTED);
  doc.text(text.pdfDates(content.startDate, content.endDate), CENTRE, y, { align: 'center' });

  // Facts: instructor, completion date, number.
  stroke(doc, RULE);
  doc.setLineWidth(0.3);
  doc.line(25, 180, PAGE.width - 25, 180);
  fact(doc, text.instructor, content.instructor, 50, 189, 50);
  fact(doc, text.completedOn, content.endDate, CENTRE, 189, 48);
  fact(doc, text.number, content.number, PAGE.width - 50, 189, 52);
  doc.line(25, 202, PAGE.width - 25, 202);

  // Signature line.
  doc.setFont('times', 'italic');
  ink(doc, INK);
  fitSize(doc, content.instructor, 58, 20, 11);
  doc.text(content.instructor, 55, 241, { align: 'center' });
  stroke(doc, INK);
  doc.setLineWidth(0.3);
  doc.line(26, 245, 84, 245);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  ink(doc, MUTED);
  doc.text(text.pdfSignatureRole, 55, 250, { align: 'center' });

  // Seal: two gold rings around the mark.
  stroke(doc, GOLD);
  doc.setLineWidth(0.9);
  doc.circle(CENTRE, 238, 15.5, 'S');
  doc.setLineWidth(0.3);
  doc.circle(CENTRE, 238, 13, 'S');
  drawMark(doc, CENTRE - 6, 229, 12);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(6);
  ink(doc, GOLD);
  spacedCaps(doc, text.pdfSeal, CENTRE, 246.5, 0.5);

  // QR code of the verify URL.
  const qrSize = 30;
  const qrX = PAGE.width - 55 - qrSize / 2;
  doc.addImage(qr, 'PNG', qrX, 222, qrSize, qrSize, 'verify-qr', 'FAST');
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  ink(doc, MUTED);
  doc.text(text.pdfScan, PAGE.width - 55, 256, { align: 'center' });

  // The verify URL, whole words only.
  doc.setFontSize(8.5);
  ink(doc, MUTED);
  doc.text(text.verify, CENTRE, 268, { align: 'center' });
  doc.setFont('courier', 'normal');
  const url = urlLines(doc, content.verifyUrl, TEXT_WIDTH, 10, 7);
  doc.setFontSize(url.size);
  ink(doc, NAVY);
  url.lines.forEach((line, i) => {
    doc.text(line, CENTRE, 274 + i * url.size * PT * 1.25, { align: 'center' });
  });
  const urlWidth = Math.max(...url.lines.map((line) => doc.getTextWidth(line)));
  doc.link(CENTRE - urlWidth / 2, 270, urlWidth, 5 + (url.lines.length - 1) * url.size * PT * 1.25, { url: content.verifyUrl });

  return doc;
}

/**
 * Saves the certificate as an A4 portrait PDF. jspdf and qrcode are loaded only here, on demand, so they
 * stay out of the page's first load.
 */
export async function downloadCertificatePdf(content: CertificateContent, fileName: string): Promise<void> {
  const doc = await buildCertificatePdf(content);
  doc.save(fileName);
}
