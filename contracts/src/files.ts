import { z } from 'zod';
import { iso, wholeMessages } from './common';

// Issue 26: files shared on an engagement (a client's service request), and the deliverables staff ask the client
// to approve. Both sides upload to the engagement; a message may carry files uploaded just before it. A staff
// upload may be a deliverable of one of the project's stages: the client approves it or requests changes, and
// each new deliverable of the same stage is the next revision round, counted against the project's allowance.

/** The largest file either side may upload: 20 MB (bigger work is shared as a link in a message). */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
export const FILE_TOO_LARGE = 'That file is larger than 20 MB. Share a link to it in a message instead.';
export const FILE_TYPE_REFUSED =
  'That kind of file cannot be shared here. Send an image, a PDF, an Office document, a ZIP archive, audio or video.';
export const FILE_EMPTY = 'That file is empty.';
export const FILE_NAME_MAX = 200;

/**
 * The kinds of file the API keeps, by the media type their CONTENT shows (magic bytes, never the name or the
 * browser's claim). A file whose content is none of these (an executable renamed .pdf, a script) is refused.
 */
export const ALLOWED_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/x-cfb',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'video/mp4',
  'video/quicktime',
  'video/webm',
] as const;

/** How the client answered a deliverable. */
export const ReviewDecision = z.enum(['approved', 'changes']);

export const Review = z.object({
  decision: ReviewDecision,
  comment: z.string().describe('The client\'s comment ("" when approved without one)'),
  by: z.string().describe("The reviewer's name"),
  at: iso,
  round: z.number().int().positive(),
});

/** A staff file that is a stage's deliverable. */
export const Deliverable = z.object({
  stage: z.string(),
  round: z.number().int().positive().describe('1 for the first deliverable of the stage, 2 for the one after changes were requested, …'),
  rounds_allowed: z.number().int().positive().nullable().describe("The project's revision allowance (the package's rounds); null: unlimited"),
  status: z
    .enum(['awaiting', 'changes', 'approved', 'superseded'])
    .describe('awaiting: the client has not answered; changes: changes requested; approved; superseded: a later round of the same stage replaced it unanswered'),
  reviews: z.array(Review).describe('Oldest first (one at most today: a review closes the round)'),
});

export const EngagementFile = z.object({
  id: z.number().int(),
  name: z.string().describe('The uploader\'s file name (cleaned: no path, no control characters)'),
  type: z.string().describe('The media type found in the content, e.g. application/pdf'),
  size: z.number().int().positive().describe('Bytes'),
  from: z.enum(['client', 'staff']),
  author: z.string(),
  uploaded_at: iso,
  message_id: z.number().int().nullable().describe('The message it was sent with, null while it is not attached to one'),
  deliverable: Deliverable.nullable(),
  download_path: z.string().describe('Where the reader downloads it: /api/requests/:id/files/:fileId (client) or /api/office/… (staff)'),
});

/** POST …/files/:fileId/review: the client's answer to a deliverable. Requesting changes needs a comment. */
export const [CHANGES_NEED_COMMENT] = wholeMessages('Say what should change.');
export const ReviewBody = z
  .object({ decision: ReviewDecision, comment: z.string().trim().max(5_000).default('') })
  .superRefine((value, ctx) => {
    if (value.decision === 'changes' && value.comment === '') ctx.addIssue({ code: 'custom', path: ['comment'], message: CHANGES_NEED_COMMENT });
  });

/** The query of an upload: the file's name; for staff, optionally the stage it is a deliverable of. */
export const UploadQuery = z.object({ name: z.string().trim().min(1).max(FILE_NAME_MAX) });
export const OfficeUploadQuery = UploadQuery.extend({ stage: z.string().trim().min(1).max(60).optional() });
export const FileParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), fileId: z.coerce.number().int().positive().max(2_147_483_647) });

export type ReviewDecision = z.infer<typeof ReviewDecision>;
export type Review = z.infer<typeof Review>;
export type Deliverable = z.infer<typeof Deliverable>;
export type EngagementFile = z.infer<typeof EngagementFile>;
export type ReviewBody = z.input<typeof ReviewBody>;
