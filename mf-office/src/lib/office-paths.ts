import { paths } from '@agency/shared-auth';

// The back office's own sub-routes under /office that other office screens link to (not site pages: those come
// from @agency/contracts/pages). Declared in src/exposes/office.tsx.

/** A request's own page in the office (issue 26): its facts, proposals, project and message thread. */
export const engagementPath = (requestId: number) => `${paths.office}/requests/${requestId}`;

/** A request's proposal editor. */
export const proposalEditorPath = (requestId: number) => `${engagementPath(requestId)}/proposal`;
