import { paths } from '@agency/shared-auth';

// The back office's own sub-routes under /office that other office screens link to (not site pages: those come
// from @agency/contracts/pages). Declared in src/exposes/office.tsx. Every office screen links through these, so a
// route that moves changes here once.

/** The office's list of requests. */
export const requestsPath = `${paths.office}/requests`;

/** The office's list of projects. */
export const projectsPath = `${paths.office}/projects`;

/** A request's own page in the office (issue 26): its facts, files, proposals, project and message thread. */
export const engagementPath = (requestId: number) => `${requestsPath}/${requestId}`;

/** A request's proposal editor. */
export const proposalEditorPath = (requestId: number) => `${engagementPath(requestId)}/proposal`;

/** The catalogue's overview (issue 29); its editors are sub-routes: `${cataloguePath}/services`, …. */
export const cataloguePath = `${paths.office}/catalogue`;
