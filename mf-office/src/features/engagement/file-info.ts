import { FILE_EMPTY, FILE_MAX_BYTES, FILE_TOO_LARGE } from '@agency/contracts/files';
import { filesCopy as text } from './copy';

/** A file's kind in people's words, from the media type the API found in its content. */
export function kindOf(type: string): string {
  const k = text.kinds;
  if (type.startsWith('image/')) return `${k.image} (${type.slice(6).toUpperCase()})`;
  if (type.startsWith('audio/')) return k.audio;
  if (type.startsWith('video/')) return k.video;
  if (type === 'application/pdf') return k.pdf;
  if (type === 'application/zip') return k.zip;
  if (type.includes('wordprocessingml') || type.endsWith('opendocument.text')) return k.document;
  if (type.includes('spreadsheetml') || type.endsWith('opendocument.spreadsheet')) return k.spreadsheet;
  if (type.includes('presentationml')) return k.presentation;
  if (type === 'application/x-cfb') return k.office;
  return k.other;
}

const oneDecimal = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });

/** 1234567 → "1.2 MB". */
export function sizeOf(bytes: number): string {
  if (bytes < 1024) return text.bytes(bytes);
  if (bytes < 1024 * 1024) return text.kilobytes(oneDecimal.format(bytes / 1024));
  return text.megabytes(oneDecimal.format(bytes / (1024 * 1024)));
}

/** Why the API would refuse this file before a byte is sent (its size; its kind only the API can judge), or null. */
export function refusalOf(file: File): string | null {
  if (file.size > FILE_MAX_BYTES) return FILE_TOO_LARGE;
  if (file.size === 0) return FILE_EMPTY;
  return null;
}
