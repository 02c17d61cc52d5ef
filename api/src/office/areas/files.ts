import { FileParams, OfficeUploadQuery } from '@agency/contracts/files';
import type { FastifyInstance } from 'fastify';
import { office as S } from '@agency/contracts';
import type { AppContext } from '../../context';
import { DOWNLOAD_TYPES, sendStoredFile } from '../../files/routes';
import { storedFile } from '../../files/queries';
import { shareUpload } from '../../files/service';
import { fileStoreFor } from '../../files/store';
import { fileScope } from '../../files/upload';
import { endpointRoute } from '../../lib/endpoint-route';
import { accountRateLimit } from '../../lib/rate-limit';
import { detailAnswers } from '../../lib/route-schema';
import { anyRequest } from '../../threads/queries';
import { recordAudit } from '../audit';
import type { OfficeKit } from './kit';

/** Any engagement's files (issue 26): staff upload files and deliverables of the project's stages, and download any file. */
export function officeFilesRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, tags, actorOf } = kit;
  const store = fileStoreFor(ctx.config);

  // The upload takes the raw bytes of any type, the download is sandboxed: their own scope, so no other route reads a
  // body unparsed.
  app.register(async (files) => {
    fileScope(files);
    endpointRoute(files, 'POST /api/office/requests/:id/files', {
      config: { ...staff, rateLimit: accountRateLimit(ctx.config, ctx.config.FILE_RATE_LIMIT_MAX) },
      schema: {
        tags,
        summary: 'Uploads a file to a request (the body is the file’s bytes; its name in the query); with `stage`, a deliverable for the client to approve; audited',
        description: 'At most 20 MB; images, PDFs, Office documents, ZIP archives, audio and video, judged by their content. A deliverable needs the request’s project and one of its stages; each new one of a stage is the next revision round.',
        security,
        params: S.RowId,
        querystring: OfficeUploadQuery,
        errors: detailAnswers(400, 401, 403, 404, 409, 413, 415),
      },
      handler: async (request) => {
        const { id } = request.params;
        const { name, stage } = request.query;
        return shareUpload(ctx, store, {
          request: await anyRequest(ctx.db, id),
          uploader: request.user!,
          fromStaff: true,
          name,
          stage,
          body: request.body,
          contentLength: request.headers['content-length'],
          // The audit entry names the file, its kind and stage, not its content.
          alsoInTransaction: (tx, fileId) => recordAudit(tx, actorOf(request), stage ? 'file.deliverable' : 'file.upload', `request ${id}`, null, { file_id: fileId, stage: stage ?? null }),
        });
      },
    });

    endpointRoute(files, 'GET /api/office/requests/:id/files/:fileId', {
      config: staff,
      schema: { tags, summary: 'Downloads a file of any request', security, params: FileParams, produces: DOWNLOAD_TYPES, errors: kit.errors },
      handler: async (request, reply) => {
        const { id, fileId } = request.params;
        await anyRequest(ctx.db, id);
        return sendStoredFile(reply, store, await storedFile(ctx.db, id, fileId));
      },
    });
  });
}
