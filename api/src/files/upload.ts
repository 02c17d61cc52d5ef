import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ALLOWED_FILE_TYPES, FILE_EMPTY, FILE_NAME_MAX, FILE_TOO_LARGE, FILE_TYPE_REFUSED } from '@agency/contracts/files';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { Config } from '../config';
import { badRequest, HttpError } from '../lib/errors';
import { incomingDir } from './store';

// An upload's body, received: the raw bytes streamed to a temp file while counted and hashed (never held in memory),
// refused as soon as it is too large, then its kind found from its content (magic bytes), never from its name or
// the browser's Content-Type. Whatever goes wrong, a cut connection included, the temp file goes.

export interface Received {
  /** The temp file holding the bytes (the caller moves it into the store, or removes it). */
  file: string;
  size: number;
  sha256: string;
  /** The media type its content shows. */
  type: string;
}

const tooLarge = () => new HttpError(413, FILE_TOO_LARGE);

/** The Content-Security-Policy of a download: nothing loads, and a browser that renders it anyway sandboxes it. */
export const DOWNLOAD_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The scope of the file routes (call it in their own encapsulated scope only): an upload's body is handed over
 * unparsed, any Content-Type, as the request's stream (the route reads it with `receiveUpload`); a download keeps
 * its sandboxing Content-Security-Policy (the API's own hook sets its JSON one first).
 */
export function fileScope(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  scope.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-disposition') ?? '').startsWith('attachment')) reply.header('content-security-policy', DOWNLOAD_CSP);
    done(null, payload);
  });
}

/** Streams the body to a temp file under FILES_DIR/.incoming, counting and hashing, and checks its size and kind. */
export async function receiveUpload(body: unknown, contentLength: string | undefined, config: Config): Promise<Received> {
  const declared = contentLength === undefined ? undefined : Number(contentLength);
  if (declared !== undefined && Number.isFinite(declared) && declared > config.FILE_MAX_BYTES) throw tooLarge();
  if (!body || typeof (body as Readable).pipe !== 'function') throw badRequest(FILE_EMPTY);
  const dir = incomingDir(config);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomUUID());
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > config.FILE_MAX_BYTES) return callback(tooLarge());
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(body as Readable, counter, createWriteStream(file, { flags: 'wx' }));
    if (size === 0) throw badRequest(FILE_EMPTY);
    const kind = await fileTypeFromFile(file);
    if (!kind || !(ALLOWED_FILE_TYPES as readonly string[]).includes(kind.mime)) throw new HttpError(415, FILE_TYPE_REFUSED);
    return { file, size, sha256: hash.digest('hex'), type: kind.mime };
  } catch (error) {
    await rm(file, { force: true });
    // A too-large body is left unread: the answer closes the connection rather than wait for the rest.
    if (error instanceof HttpError && error.statusCode === 413) (body as Readable).destroy?.();
    throw error;
  }
}

/**
 * The uploader's file name as kept and shown: its last path segment only (either slash), no control or format
 * characters, spaces collapsed, at most FILE_NAME_MAX characters (the extension kept when it is cut); "file" when
 * nothing is left.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (name.length > FILE_NAME_MAX) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    name = `${name.slice(0, FILE_NAME_MAX - ext.length).trimEnd()}${ext}`;
  }
  return name || 'file';
}

/**
 * Content-Disposition for a download: a plain ASCII `filename` (anything else, quotes and backslashes too, as "_")
 * for old clients, and the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
