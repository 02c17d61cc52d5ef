import { buildCertificatePdf, certificateQrDataUrl, urlLines } from './certificate-pdf';

const CONTENT = {
  holder: 'Adaeze Okafor',
  title: 'Digital Marketing Essentials',
  instructor: 'Kelechi Umeh',
  startDate: '1 September 2026',
  endDate: '4 October 2026',
  number: 'TMS-DME2026-7KX4QP',
  verifyUrl: 'https://thinkmakesolve.ng/certificate/DME2026-1',
};

// Rendering the QR code's PNG and the PDF takes a few seconds on a busy machine.
jest.setTimeout(30_000);

describe('certificate PDF', () => {
  it('is one A4 portrait page', async () => {
    const doc = await buildCertificatePdf(CONTENT);
    expect(doc.getNumberOfPages()).toBe(1);
    expect(Math.round(doc.internal.pageSize.getWidth())).toBe(210);
    expect(Math.round(doc.internal.pageSize.getHeight())).toBe(297);
  });

  it('carries the holder, course, dates, instructor, unique number, verify URL and the QR image', async () => {
    const pdf = (await buildCertificatePdf(CONTENT)).output();
    for (const text of ['Certificate of completion', 'Adaeze Okafor', 'Digital Marketing Essentials', 'Kelechi Umeh', '4 October 2026', 'TMS-DME2026-7KX4QP', 'Course held from 1 September 2026 to 4 October 2026']) {
      expect(pdf).toContain(`(${text})`);
    }
    expect(pdf).toContain('(https://thinkmakesolve.ng/certificate/DME2026-1) Tj');
    expect(pdf).toContain('/URI (https://thinkmakesolve.ng/certificate/DME2026-1)');
    expect(pdf).toMatch(/\/Subtype \/Image/);
  });

  it('renders the QR code of the verify URL as a PNG', async () => {
    const url = await certificateQrDataUrl(CONTENT.verifyUrl);
    expect(url).toMatch(/^data:image\/png;base64,/);
  });
});

describe('urlLines', () => {
  // A fake measure: every character 1 mm wide at 10 pt, proportionally smaller below.
  let size = 10;
  const doc = { setFontSize: (s: number) => { size = s; return doc as never; }, getTextWidth: (t: string) => (t.length * size) / 10 };

  it('keeps a URL that fits on one line, at the largest size that fits', () => {
    expect(urlLines(doc, 'https://a.ng/certificate/X1-1', 40, 10, 7)).toEqual({ size: 10, lines: ['https://a.ng/certificate/X1-1'] });
    expect(urlLines(doc, 'x'.repeat(50), 40, 10, 7)).toEqual({ size: 8, lines: ['x'.repeat(50)] });
  });

  it('breaks a URL too long for one line only after a slash or a hyphen, never inside a word', () => {
    const url = 'https://academy.thinkmakesolve.ng/certificate/AVERYLONGCOURSECODE2026-123456';
    const { size, lines } = urlLines(doc, url, 40, 10, 7);
    expect(size).toBe(7);
    expect(lines.join('')).toBe(url);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/[/-]$/);
  });
});
