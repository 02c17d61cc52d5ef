import PDFDocument from 'pdfkit';
import type { DocumentData } from '../db/schema';
import { ngn } from './money';

const TITLES = { invoice: 'INVOICE', receipt: 'RECEIPT', credit_note: 'CREDIT NOTE' } as const;
const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;

const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/**
 * An issued document as an A4 PDF, drawn by pdfkit from the document's stored data only (never from live rows),
 * with pdfkit's own standard fonts (Helvetica: nothing fetched). The creation date is the issue date, so the
 * same data gives the same file.
 */
export function renderDocumentPdf(data: DocumentData): Promise<Buffer> {
  const issued = new Date(data.issued_at);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${TITLES[data.kind]} ${data.number}`, Author: data.agency.name, Subject: data.title, CreationDate: issued, ModDate: issued },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The agency, top left; the document's kind, number and date, top right.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).text(data.agency.name, MARGIN, top, { width: WIDTH / 2 });
  doc.font('Helvetica').fontSize(9);
  for (const line of [
    data.agency.address,
    data.agency.rc_number && `RC number: ${data.agency.rc_number}`,
    data.agency.tin && `TIN: ${data.agency.tin}`,
    data.agency.email,
    data.agency.phone,
  ].filter(Boolean)) {
    doc.text(line as string, { width: WIDTH / 2 });
  }
  const leftBottom = doc.y;
  doc.font('Helvetica-Bold').fontSize(18).text(TITLES[data.kind], MARGIN + WIDTH / 2, top, { width: WIDTH / 2, align: 'right' });
  doc.font('Helvetica').fontSize(10).text(`Number: ${data.number}`, { width: WIDTH / 2, align: 'right' });
  doc.text(`Date: ${day(data.issued_at)}`, { width: WIDTH / 2, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 20;

  // The client.
  doc.font('Helvetica-Bold').fontSize(10).text(data.kind === 'invoice' ? 'Bill to' : 'Client', MARGIN);
  doc.font('Helvetica').fontSize(10);
  for (const line of [
    data.client.business_name || data.client.name,
    data.client.business_name && data.client.name ? `Attn: ${data.client.name}` : '',
    data.client.address,
    data.client.tin && `Client TIN: ${data.client.tin}`,
    data.client.email,
  ].filter(Boolean)) {
    doc.text(line as string, MARGIN, doc.y, { width: WIDTH });
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(11).text(data.title, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.5);

  // The lines.
  const cols = [
    { title: 'Description', x: MARGIN, width: WIDTH * 0.5, align: 'left' as const },
    { title: 'Qty', x: MARGIN + WIDTH * 0.5, width: WIDTH * 0.1, align: 'right' as const },
    { title: 'Unit price', x: MARGIN + WIDTH * 0.6, width: WIDTH * 0.2, align: 'right' as const },
    { title: 'Amount', x: MARGIN + WIDTH * 0.8, width: WIDTH * 0.2, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let bottom = y;
    cells.forEach((cell, i) => {
      const col = cols[i]!;
      doc.text(cell, col.x, y, { width: col.width, align: col.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
    if (doc.y > 760) doc.addPage();
  };
  row(cols.map((c) => c.title), true);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + WIDTH, doc.y).stroke();
  doc.y += 4;
  for (const line of data.lines) row([line.description, String(line.quantity), ngn(line.unit_kobo), ngn(line.amount_kobo)]);
  for (const adjustment of data.adjustments) row([adjustment.description, '', '', ngn(adjustment.amount_kobo)]);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + WIDTH, doc.y).stroke();
  doc.y += 6;

  // Net, VAT and total: they add up to the kobo.
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, MARGIN + WIDTH * 0.4, y, { width: WIDTH * 0.4, align: 'right' });
    doc.text(value, MARGIN + WIDTH * 0.8, y, { width: WIDTH * 0.2, align: 'right' });
    doc.y = Math.max(doc.y, y + 14);
  };
  total('Net', ngn(data.net_kobo));
  total(data.vat_label, ngn(data.vat_kobo));
  total(data.kind === 'receipt' ? 'Total paid' : data.kind === 'credit_note' ? 'Total credited' : 'Total due', ngn(data.total_kobo), true);
  doc.moveDown();
  doc.font('Helvetica').fontSize(8);
  for (const note of data.notes) doc.text(note, MARGIN, doc.y, { width: WIDTH });
  doc.end();
  return done;
}
