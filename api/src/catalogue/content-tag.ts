import { CONTENT_TAGGED_HEADER } from '@agency/contracts/catalogue';
import type { FastifyReply } from 'fastify';

/**
 * Marks an answer as covered by the site content tag (the catalogue's, the landing page's, anonymous tutorials'):
 * it changes only when the tag moves, so the site's page cache may keep a page built from it. A page that read any
 * unmarked answer (a consultation's free times, anything signed in) is rendered for each visitor.
 */
export const contentTagged = (reply: FastifyReply) => reply.header(CONTENT_TAGGED_HEADER, '1');
