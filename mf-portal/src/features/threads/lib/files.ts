/** A file's size as people read it: '820 bytes', '340 KB', '1.2 MB' (1 KB = 1,024 bytes, as file managers count). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

const KINDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/zip': 'ZIP archive',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel spreadsheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint presentation',
  'application/vnd.oasis.opendocument.text': 'OpenDocument text',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument spreadsheet',
  'application/x-cfb': 'Office document',
};

/** What kind of file a media type is, in words: 'PDF', 'Word document', 'Image (PNG)', 'Video (MP4)'. */
export function fileKind(type: string): string {
  const known = KINDS[type];
  if (known) return known;
  const [family, sub = ''] = type.split('/');
  const label = { image: 'Image', audio: 'Audio', video: 'Video' }[family ?? ''];
  const format = sub.replace(/^x-/, '').replace('quicktime', 'mov').replace('mpeg', 'mp3').toUpperCase();
  return label ? `${label} (${format})` : 'File';
}
