import { copyFile, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config';

/** The store has no object under a key its row names (lost from disk, deleted from the bucket by hand). */
export class MissingObject extends Error {
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
    this.name = 'MissingObject';
  }
}

// Where the bytes of an engagement's files live (issue 26): a folder on disk by default (FILES_DIR), or any
// S3-compatible store when S3_BUCKET and S3_ENDPOINT are set. The database holds each file's row and its key; the
// store holds nothing else. Keys are made by the API (`newFileKey`), never from a user's input.

export interface FileStore {
  /** Stores the file at `file` (a finished temp file, which the store may move) under `key`. */
  put(key: string, file: string): Promise<void>;
  /** The stored bytes; an error when there are none. */
  open(key: string): Promise<Readable>;
  /** Removes the object; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
}

// A dot only inside a name (the catalogue's `360.avif`): no segment may start with one, so never `.` or `..`.
const KEY = /^[a-z0-9][a-z0-9/._-]{0,200}$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('//') || key.split('/').some((segment) => segment.startsWith('.'))) throw new Error(`Invalid file key: ${key}`);
  return key;
}

/** Where an upload waits while it is counted, hashed and its type checked: inside FILES_DIR (so a move is a rename). */
export const incomingDir = (config: Pick<Config, 'FILES_DIR'>) => path.join(config.FILES_DIR, '.incoming');

/** The files in a folder on this machine. */
export function diskStore(dir: string): FileStore {
  const at = (key: string) => path.join(dir, ...checkKey(key).split('/'));
  return {
    async put(key, file) {
      const target = at(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(file, target);
      } catch (error) {
        // Another file system (FILES_DIR moved after the temp folder was made): copy instead.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(file, target);
      }
    },
    async open(key) {
      const stream = createReadStream(at(key));
      // Fail here (not half way through an answer) when the file is not there.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new MissingObject(key) : error));
      });
      return stream;
    },
    async remove(key) {
      await rm(at(key), { force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible store, every request signed with AWS Signature V4 (aws4fetch), objects addressed path-style
 * (endpoint/bucket/key), which AWS, R2 and MinIO all take. A file is sent whole (uploads are at most 20 MB).
 */
export function s3Store(settings: S3Settings, fetchImpl: typeof fetch = fetch): FileStore {
  const client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region, service: 's3', retries: 2 });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const url = (key: string) => `${base}/${checkKey(key)}`;
  const call = async (method: string, key: string, body?: Buffer) => {
    const signed = await client.sign(url(key), { method, body, headers: body ? { 'content-type': 'application/octet-stream' } : {} });
    return fetchImpl(signed);
  };
  const fail = async (what: string, key: string, res: Response) => {
    const text = await res.text().catch(() => '');
    return new Error(`S3 ${what} ${key} failed: ${res.status} ${text.slice(0, 200)}`);
  };
  return {
    async put(key, file) {
      const res = await call('PUT', key, await readFile(file));
      if (!res.ok) throw await fail('PUT', key, res);
      await res.body?.cancel();
    },
    async open(key) {
      const res = await call('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        throw new MissingObject(key);
      }
      if (!res.ok || !res.body) throw await fail('GET', key, res);
      return Readable.fromWeb(res.body as WebReadableStream);
    },
    async remove(key) {
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) throw await fail('DELETE', key, res);
      await res.body?.cancel();
    },
  };
}

/** The store the configuration names: S3 when S3_BUCKET and S3_ENDPOINT are set (config.ts checks the rest), else FILES_DIR. */
export function fileStoreFor(config: Config): FileStore {
  if (config.S3_BUCKET && config.S3_ENDPOINT) {
    return s3Store({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    });
  }
  return diskStore(config.FILES_DIR);
}

/** A new object's key: the request's folder and a random name (nothing of the user's file name). */
export const newFileKey = (requestId: number) => `requests/${requestId}/${crypto.randomUUID()}`;

/** Removes objects after their rows are gone (a transaction committed); a failure is logged, never thrown. */
export async function removeObjects(store: FileStore, keys: string[], log?: { warn: (obj: object, msg: string) => void }): Promise<void> {
  for (const key of keys) {
    await store.remove(key).catch((error) => log?.warn({ err: error, key }, 'stored file not removed'));
  }
}
