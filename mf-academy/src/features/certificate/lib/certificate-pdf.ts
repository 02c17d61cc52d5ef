import { copy } from '../../../copy';

export interface CertificateContent {
  holder: string;
  title: string;
  instructor: string;
  endDate: string;
  number: string;
  verifyUrl: string;
}

/**
 * Saves the certificate as an A4 portrait PDF. jspdf is loaded only here, on demand, so it stays out of the
 * page's first load.
 */
export async function downloadCertificatePdf(content: CertificateContent, fileName: string): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const width = doc.internal.pageSize.getWidth();
  const centre = width / 2;
  const text = copy.certificate;

  doc.setDrawColor(23, 57, 166);
  doc.setLineWidth(1.5);
  doc.rect(12, 12, width - 24, doc.internal.pageSize.getHeight() - 24);

  doc.setTextColor(20, 26, 51);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(text.brand, centre, 40, { align: 'center' });
  doc.setFontSize(28);
  doc.text(text.heading, centre, 62, { align: 'center' });

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(13);
  doc.text(text.certifies, centre, 90, { align: 'center' });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(24);
  doc.text(content.holder, centre, 106, { align: 'center', maxWidth: width - 50 });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(13);
  doc.text(text.completed, centre, 124, { align: 'center' });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text(content.title, centre, 140, { align: 'center', maxWidth: width - 50 });

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(12);
  doc.text(`${text.instructor}: ${content.instructor}`, centre, 175, { align: 'center' });
  doc.text(`${text.completedOn} ${content.endDate}`, centre, 185, { align: 'center' });
  doc.text(`${text.number}: ${content.number}`, centre, 195, { align: 'center' });
  doc.setFontSize(10);
  doc.text(`${text.verify} ${content.verifyUrl}`, centre, 260, { align: 'center', maxWidth: width - 40 });

  doc.save(fileName);
}
