import { RowId } from '@agency/contracts';
import { FileParams, UploadQuery } from '@agency/contracts/files';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { endpointRoute } from '../lib/endpoint-route';
import { accountRateLimit } from '../lib/rate-limit';
import { detailAnswers, signedIn } from '../lib/route-schema';
import { clientRequest } from '../threads/queries';
import { storedFile } from './queries';
import { reviewDeliverable, shareUpload } from './service';
import { HttpError } from '../lib/errors';
import { type FileStore, fileStoreFor, MissingObject } from './store';
import { contentDisposition, fileScope } from './upload';

/** What a download answers: the media types the API keeps (the content's own, found at upload). */
export const DOWNLOAD_TYPES = ['application/octet-stream'] as const;

/**
 * Answers one stored file as a download: its sniffed type, always as an attachment (never shown inline on the
 * site's origin), not sniffed again by the browser, not cached; `fileScope` sandboxes it should a browser render it.
 */
export const FILE_GONE = 'That file is no longer stored. Ask for it again in the messages.';

export async function sendStoredFile(reply: FastifyReply, store: FileStore, file: { key: string; name: string; type: string; size: number }) {
  let stream: Awaited<ReturnType<FileStore['open']>>;
  try {
    stream = await store.open(file.key);
  } catch (error) {
    if (!(error instanceof MissingObject)) throw error;
    // A row without its bytes: a fault to see in the logs, and a clear answer rather than a 500.
    reply.log.error({ key: error.key }, 'a stored file is missing');
    throw new HttpError(404, FILE_GONE);
  }
  return reply
    .type(file.type)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** Uploads, the engagement's files and the client's reviews, mounted under /api: the signed-in client, on their own requests only. */
export async function filesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const store = fileStoreFor(ctx.config);
  const security = signedIn;
  const tags = ['portal'];

  // The upload takes the raw bytes of any type, the download is sandboxed: their own scope, so no other route reads a
  // body unparsed.
  await app.register(async (files) => {
    fileScope(files);
    endpointRoute(files, 'POST /api/requests/:id/files', {
      config: { auth: 'user', rateLimit: accountRateLimit(ctx.config, ctx.config.FILE_RATE_LIMIT_MAX) },
      schema: {
        tags,
        summary: 'Uploads a file to one of my requests (the body is the file’s bytes; its name in the query); send it with a message next',
        description: 'At most 20 MB; images, PDFs, Office documents, ZIP archives, audio and video, judged by their content.',
        security,
        params: RowId,
        querystring: UploadQuery,
        errors: detailAnswers(400, 401, 404, 413, 415),
      },
      handler: async (request) => {
        const user = request.user!;
        return shareUpload(ctx, store, {
          request: await clientRequest(ctx.db, user.id, request.params.id),
          uploader: user,
          fromStaff: false,
          name: request.query.name,
          body: request.body,
          contentLength: request.headers['content-length'],
        });
      },
    });

    endpointRoute(files, 'GET /api/requests/:id/files/:fileId', {
      config: { auth: 'user' },
      schema: { tags, summary: 'Downloads a file of one of my requests', security, params: FileParams, produces: DOWNLOAD_TYPES, errors: detailAnswers(400, 401, 404) },
      handler: async (request, reply) => {
        const { id, fileId } = request.params;
        await clientRequest(ctx.db, request.user!.id, id);
        return sendStoredFile(reply, store, await storedFile(ctx.db, id, fileId));
      },
    });
  });

  endpointRoute(app, 'POST /api/requests/:id/files/:fileId/review', {
    config: { auth: 'user', rateLimit: accountRateLimit(ctx.config, ctx.config.THREAD_RATE_LIMIT_MAX) },
    schema: {
      tags,
      summary: 'Approves a deliverable of one of my requests, or asks for changes (within the package’s revision rounds)',
      security,
      params: FileParams,
      errors: detailAnswers(400, 401, 404, 409),
    },
    handler: async (request) => {
      const user = request.user!;
      return reviewDeliverable(ctx, await clientRequest(ctx.db, user.id, request.params.id), user, request.params.fileId, request.body);
    },
  });
}
