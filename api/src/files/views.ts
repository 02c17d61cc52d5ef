import type { Deliverable, EngagementFile, Review } from '@agency/contracts/files';
import type { fileReviews, requestFiles } from '../db/schema';
import { FORMER_STAFF } from '../threads/views';

// The files' wire format (contracts/src/files.ts), made from typed rows: the only place its rules live.

/** Who reads: the client (their portal's download paths) or staff (the office's). */
export type Side = 'client' | 'staff';

export type FileRow = Pick<
  typeof requestFiles.$inferSelect,
  'id' | 'requestId' | 'fromStaff' | 'name' | 'mediaType' | 'size' | 'messageId' | 'deliverableStage' | 'round' | 'createdAt' | 'uploaderId'
> & {
  uploaderName: string | null;
  review: (Pick<typeof fileReviews.$inferSelect, 'decision' | 'comment' | 'round' | 'createdAt'> & { reviewerName: string | null }) | null;
};

/** Where the reader downloads a file. */
export const downloadPath = (side: Side, requestId: number, fileId: number) =>
  side === 'client' ? `/api/requests/${requestId}/files/${fileId}` : `/api/office/requests/${requestId}/files/${fileId}`;

/**
 * A deliverable's status: its review's decision when answered; superseded when a later deliverable of the same
 * stage exists and it was never answered; else awaiting. `all` is every file of the request.
 */
export function deliverableStatus(file: FileRow, all: FileRow[]): Deliverable['status'] {
  if (file.review) return file.review.decision;
  const later = all.some((f) => f.deliverableStage === file.deliverableStage && f.id !== file.id && (f.round ?? 0) > (file.round ?? 0));
  return later ? 'superseded' : 'awaiting';
}

/** One file as the reader sees it: a client file is signed with the client's name, a staff file with its uploader's. */
export function fileWire(file: FileRow, all: FileRow[], context: { side: Side; client: string; roundsAllowed: number | null }): EngagementFile {
  const reviews: Review[] = file.review
    ? [
        {
          decision: file.review.decision,
          comment: file.review.comment,
          by: file.review.reviewerName || context.client,
          at: file.review.createdAt.toISOString(),
          round: file.review.round,
        },
      ]
    : [];
  return {
    id: file.id,
    name: file.name,
    type: file.mediaType,
    size: file.size,
    from: file.fromStaff ? 'staff' : 'client',
    author: file.fromStaff ? file.uploaderName || FORMER_STAFF : context.client,
    uploaded_at: file.createdAt.toISOString(),
    message_id: file.messageId,
    deliverable:
      file.fromStaff && file.deliverableStage && file.round
        ? { stage: file.deliverableStage, round: file.round, rounds_allowed: context.roundsAllowed, status: deliverableStatus(file, all), reviews }
        : null,
    download_path: downloadPath(context.side, file.requestId, file.id),
  };
}

/** "Design, round 2 of 3" (or "round 2" when the allowance is unlimited). */
export const roundLabel = (stage: string, round: number, allowed?: number | null) => `${stage}, round ${round}${allowed ? ` of ${allowed}` : ''}`;

/** A comment shortened for a notice. */
export function shorten(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
