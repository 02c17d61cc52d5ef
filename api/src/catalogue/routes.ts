import { CaseStudyParams, CatalogueQuery, type CatalogueVersion, ImageFileParams, ImageUploadQuery, type OfficeCatalogue, PREVIEW_STAFF_ONLY } from '@agency/contracts/catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { fileStoreFor, MissingObject } from '../files/store';
import { fileScope } from '../files/upload';
import { endpointRoute } from '../lib/endpoint-route';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { accountRateLimit } from '../lib/rate-limit';
import { detailAnswers, signedIn, signedInOrNot } from '../lib/route-schema';
import type { Actor } from '../office/audit';
import { staffOnly } from '../office/staff-auth';
import { contentTagged } from './content-tag';
import { IMAGE_CONTENT_TYPES, imageKey, uploadImage } from './images';
import { canonical, listVersions, publish, readDraft, saveDraft } from './store';
import { caseStudyView, catalogueReader, type ViewName, views } from './views';

/** A published answer changes on publish: caches keep it but ask again every time (the site's page cache keys on the version). */
export const PUBLIC_CACHE = 'no-cache';
/** A preview of the draft is one staff member's: never kept by anyone. */
export const PREVIEW_CACHE = 'private, no-store';
/** A converted image's bytes never change (a new upload is a new id). */
export const IMAGE_CACHE = 'public, max-age=31536000, immutable';

const NOTHING_PUBLISHED = 'The catalogue has no published version yet.';
const CASE_STUDY_UNKNOWN = 'There is no case study at this address.';

/** GET /api/catalogue/*: the published catalogue; `?preview=draft` the draft, for staff only. */
export function catalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reader = catalogueReader(ctx.db);
  const store = fileStoreFor(ctx.config);
  const tags = ['catalogue'];
  // 'optional': a sign-in is read (a staff member's preview) but not needed; a stale token reads as signed out.
  const readable = { auth: 'optional' as const, staleSessionOk: true };

  /** The draft for a staff member's preview; anyone else is refused before anything is read. */
  const draftFor = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.user?.role !== 'staff') throw forbidden(PREVIEW_STAFF_ONLY);
    reply.header('cache-control', PREVIEW_CACHE);
    return (await readDraft(ctx.db)).content;
  };
  const published = async () => {
    const { published } = await reader.current();
    if (!published) throw new HttpError(503, NOTHING_PUBLISHED);
    return published;
  };
  const sendJson = (reply: FastifyReply, json: string) => contentTagged(reply).header('cache-control', PUBLIC_CACHE).type('application/json; charset=utf-8').send(json);

  endpointRoute(app, 'GET /api/catalogue/version', {
    config: { auth: 'public' },
    schema: {
      tags,
      summary: 'The published version, and the tag of everything an anonymous public page shows (it changes on every publish, rollback and tutorial edit)',
      errors: detailAnswers(503),
    },
    handler: async (_request, reply): Promise<CatalogueVersion> => {
      const { published, tag } = await reader.current();
      reply.header('cache-control', PUBLIC_CACHE);
      return { version: published?.version ?? 0, publishedAt: published?.publishedAt.toISOString() ?? null, content: `${published?.version ?? 0}.${tag}` };
    },
  });

  const viewRoutes: [ViewName & Exclude<ViewName, 'home'>, 'GET /api/catalogue/site' | 'GET /api/catalogue/heroes' | 'GET /api/catalogue/services' | 'GET /api/catalogue/packages' | 'GET /api/catalogue/faqs' | 'GET /api/catalogue/work', string][] = [
    ['site', 'GET /api/catalogue/site', 'The business’s details (for every page’s structured data) and each page’s hero art'],
    ['heroes', 'GET /api/catalogue/heroes', 'The hero art staff uploaded, page by page (what a page’s hero reads)'],
    ['services', 'GET /api/catalogue/services', 'Every service: its one name, summary, “from” price, group, and whether it is offered or “Coming soon”'],
    ['packages', 'GET /api/catalogue/packages', 'The packages, each with its “from” price computed from the services’ prices and the cart’s discount'],
    ['faqs', 'GET /api/catalogue/faqs', 'The frequently asked questions'],
    ['work', 'GET /api/catalogue/work', 'The case studies, as the index of our work lists them, and the client logos'],
  ];
  for (const [view, key, summary] of viewRoutes) {
    endpointRoute(app, key, {
      config: readable,
      schema: { tags, summary, description: '`?preview=draft`: the draft instead (staff only; answered `private, no-store`, version 0).', security: signedInOrNot, querystring: CatalogueQuery, errors: detailAnswers(403, 503) },
      handler: async (request, reply) => {
        if (request.query.preview === 'draft') return views[view](await draftFor(request, reply), 0) as never;
        return sendJson(reply, reader.answer(await published(), view));
      },
    });
  }

  endpointRoute(app, 'GET /api/catalogue/work/:slug', {
    config: readable,
    schema: {
      tags,
      summary: 'One case study, and the next one to read',
      description: '`?preview=draft`: from the draft instead (staff only).',
      security: signedInOrNot,
      params: CaseStudyParams,
      querystring: CatalogueQuery,
      errors: detailAnswers(403, 404, 503),
    },
    handler: async (request, reply) => {
      const { slug } = request.params;
      if (request.query.preview === 'draft') {
        const answer = caseStudyView(await draftFor(request, reply), 0, slug);
        if (!answer) throw notFound(CASE_STUDY_UNKNOWN);
        return answer;
      }
      const json = reader.caseStudy(await published(), slug);
      if (json === null) throw notFound(CASE_STUDY_UNKNOWN);
      return sendJson(reply, json);
    },
  });

  endpointRoute(app, 'GET /api/catalogue/images/:id/:file', {
    config: { auth: 'public' },
    schema: {
      tags,
      summary: 'One converted file of an uploaded image (`<width>.<avif|webp|jpg>`), cached for a year',
      params: ImageFileParams,
      produces: Object.values(IMAGE_CONTENT_TYPES),
      errors: detailAnswers(404),
    },
    handler: async (request, reply) => {
      const { id, file } = request.params;
      let stream: Awaited<ReturnType<typeof store.open>>;
      try {
        stream = await store.open(imageKey(id, file));
      } catch (error) {
        if (error instanceof MissingObject) throw notFound();
        throw error;
      }
      return reply
        .type(IMAGE_CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)]!)
        .header('cache-control', IMAGE_CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  });
}

/** /api/office/catalogue*: the draft, publishing, versions and rollback, image uploads. Staff only. */
export async function officeCatalogueRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    async (office) => {
      staffOnly(office);
      const staff = { auth: 'staff' as const };
      const security = signedIn;
      const tags = ['office'];
      const errors = detailAnswers(400, 401, 403);
      const reader = catalogueReader(ctx.db);
      const store = fileStoreFor(ctx.config);
      const actorOf = (request: FastifyRequest): Actor => ({ id: request.user!.id, email: request.user!.email });

      const officeView = async (): Promise<OfficeCatalogue> => {
        const draft = await readDraft(ctx.db);
        const { published } = await reader.current();
        const [info] = await listVersions(ctx.db, 1);
        return {
          draft: draft.content,
          draftUpdatedAt: draft.updatedAt.toISOString(),
          draftUpdatedBy: draft.updatedBy ?? null,
          published: info ?? null,
          unpublished: !published || canonical(published.content) !== canonical(draft.content),
        };
      };

      endpointRoute(office, 'GET /api/office/catalogue', {
        config: staff,
        schema: { tags, summary: 'The catalogue’s draft, and what is published', security, errors },
        handler: async () => officeView(),
      });

      endpointRoute(office, 'PUT /api/office/catalogue/draft', {
        config: staff,
        schema: { tags, summary: 'Saves the whole draft (the editor autosaves); nothing the public sees changes until it is published', security, errors },
        handler: async (request) => {
          await saveDraft(ctx.db, actorOf(request), request.body);
          return officeView();
        },
      });

      endpointRoute(office, 'POST /api/office/catalogue/publish', {
        config: staff,
        schema: { tags, summary: 'Publishes the draft as the next version (audited); 409 when it is the same as the published one', security, errors: detailAnswers(400, 401, 403, 409) },
        handler: async (request) => publish(ctx.db, actorOf(request), { note: request.body.note }),
      });

      endpointRoute(office, 'GET /api/office/catalogue/versions', {
        config: staff,
        schema: { tags, summary: 'Every published version, newest first, the one the public sees marked `current`', security, errors },
        handler: async () => listVersions(ctx.db),
      });

      endpointRoute(office, 'POST /api/office/catalogue/rollback', {
        config: staff,
        schema: {
          tags,
          summary: 'Publishes an earlier version’s content again, as a new version, and makes it the draft (audited)',
          security,
          errors: detailAnswers(400, 401, 403, 404, 409),
        },
        handler: async (request) => publish(ctx.db, actorOf(request), { rollbackOf: request.body.version }),
      });

      // The upload takes the raw bytes of any type: its own scope, so no other route reads a body unparsed.
      await office.register(async (images) => {
        fileScope(images);
        endpointRoute(images, 'POST /api/office/catalogue/images', {
          config: { ...staff, rateLimit: accountRateLimit(ctx.config, ctx.config.FILE_RATE_LIMIT_MAX) },
          schema: {
            tags,
            summary: 'Uploads an image for the catalogue (the body is the image’s bytes; its name in the query), converted to AVIF, WebP and JPEG in every width up to its own; audited',
            description: 'At most 10 MB; JPEG, PNG, WebP or AVIF, judged by decoding it; at least 800 pixels wide. Its EXIF data is removed and its orientation applied.',
            security,
            querystring: ImageUploadQuery,
            errors: detailAnswers(400, 401, 403, 413, 415),
          },
          handler: async (request) =>
            uploadImage(ctx.db, ctx.config, store, {
              body: request.body,
              contentLength: request.headers['content-length'],
              name: request.query.name,
              actor: actorOf(request),
              log: request.log,
            }),
        });
      });
    },
    { prefix: '/office' },
  );
}
