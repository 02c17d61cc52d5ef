import { Detail } from '@agency/contracts';

/**
 * The pieces every domain's route schemas share, written once. Who may call a route is not here: that is
 * `config: { auth }`, enforced by the one access hook (accounts/access.ts); these only document it.
 */

type Security = { [label: string]: string[] }[];

/** OpenAPI security of a route that needs a sign-in ('user' or 'staff'). */
export const signedIn: Security = [{ bearer: [] }];

/** OpenAPI security of a route that works signed in or not ('optional'). */
export const signedInOrNot: Security = [{}, { bearer: [] }];

/** The `{ detail }` error answers a route can give, by status code: `detailAnswers(400, 401, 404)`. */
export function detailAnswers<C extends number>(...codes: C[]): Record<C, typeof Detail> {
  return Object.fromEntries(codes.map((code) => [code, Detail])) as Record<C, typeof Detail>;
}
