/**
 * Every page address of the site, once, grouped by the remote that serves it. Each remote's page table
 * (its `src/routes.ts`) takes its paths from here; the builders below (`paths`) are derived from the same
 * strings, and every link is made with them: between remotes (through `@agency/shared-auth`'s `paths`), in
 * the shell, and in the API's emails (which may not import React code, hence this React-free package).
 * Renaming a page here moves its route, its standalone route, its routes.json entry and every link;
 * tooling/test/page-paths.test.mjs proves no other source file spells one of these paths.
 *
 * A path is a react-router pattern: `:name` for one segment, a trailing `/*` for everything below (a remote
 * with its own sub-routes, such as the back office). A page no other part of the site links to may keep its
 * path in its remote's table alone.
 */
export const pages = {
  marketing: {
    home: '/',
    /** The spec's alias of /: served, but the sitemap and the canonical link name / alone. */
    homeAlias: '/home',
    about: '/about',
    services: '/services',
    packages: '/packages',
    design: '/design',
    digitalMarketing: '/digital-marketing',
    mentorship: '/mentorship/tutorship',
    faqs: '/faqs',
    /** The case studies' index (issue 29), linked from the nav and the footer. */
    work: '/work',
    caseStudy: '/work/:slug',
    /** The privacy notice (PRIVACY_NOTICE in ./privacy-notice), server-rendered, linked from the footer and every form. */
    privacy: '/privacy',
    /** The newsletter's confirmation link (double opt-in): the page posts the token to /api/newsletter/confirm. */
    newsletterConfirm: '/newsletter/confirm/:token',
    /** A marketing mail's unsubscribe link: the page shows the state and posts to /api/unsubscribe/:token. */
    unsubscribe: '/unsubscribe/:token',
  },
  booking: {
    /** The booking form as a page of its own (issue 28): server-rendered, it posts without JavaScript; `?service=ma` preselects. */
    book: '/book',
    /** The contact form as a page of its own, likewise. */
    contact: '/contact',
  },
  portal: {
    login: '/login',
    forgotPassword: '/forgot-password',
    requestSent: '/reset-password/request-sent',
    resetPassword: '/reset-password/reset/:token',
    setUpToken: '/set-up/:token',
    setUpWithEmail: '/set-up/:token/:email',
    verifyEmail: '/verify-email/:token',
    confirmBooking: '/confirm-booking/:token',
    /** A consultation's reschedule/cancel page, opened from every consultation email without signing in (issue 27). */
    manageConsultation: '/consultation/:token',
    dashboard: '/dashboard',
    profile: '/profile',
    requests: '/made-requests',
    /** A request's thread with the agency (issue 26), linked from the requests list, the dashboard and the email. */
    requestThread: '/made-requests/:id/messages',
    settings: '/settings',
    orderSummary: '/order-summary',
    /** A proposal the client reads and accepts or declines (issue 25), linked from the proposal email. */
    proposal: '/proposal/:id',
    /** The client's invoices, payments, refunds, credit notes and what is outstanding (issue 25). */
    billing: '/billing',
  },
  academy: {
    tutorials: '/tutorials',
    tutorialDetail: '/tutorial-detail/:id',
    certificate: '/certificate/:id',
  },
  office: {
    /** The agency's back office (mf-office), for staff accounts only, with its own routes below. */
    office: '/office/*',
  },
} as const;

type Pages = typeof pages;
/** The remotes that have pages. */
export type PageRemote = keyof Pages;
/** The pages of one remote, by name. */
export type RemotePages<R extends PageRemote> = Pages[R];
type AllPages = { [R in PageRemote]: Pages[R] }[PageRemote];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type FlatPages = UnionToIntersection<AllPages>;

/** The parameter names of a pattern, in order: '/set-up/:token/:email' → ['token', 'email']. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];
type StripSplat<P extends string> = P extends `${infer Base}/*` ? Base : P;
/** A page's builder: its address when it has no parameter, else a function of its parameters in order. */
export type PathBuilder<P extends string> = ParamNames<P> extends [] ? StripSplat<P> : (...args: ArgsOf<ParamNames<P>>) => string;
/** One value per parameter name, in order. */
type ArgsOf<N extends string[]> = { [I in keyof N]: string | number };
export type Paths = { [K in keyof FlatPages]: FlatPages[K] extends string ? PathBuilder<FlatPages[K]> : never };

/**
 * The address of a pattern with its parameters filled in, in order, each encoded so that a slash or a
 * question mark in a token cannot change the route. A trailing `/*` is the pattern's own address.
 */
export function fillPath(pattern: string, args: ReadonlyArray<string | number>): string {
  let i = 0;
  const filled = pattern.replace(/:\w+/g, (name) => {
    if (i >= args.length) throw new Error(`fillPath: ${pattern} needs a value for ${name}`);
    return encodeURIComponent(String(args[i++]));
  });
  return filled.endsWith('/*') ? filled.slice(0, -2) || '/' : filled;
}

/** The builders of a table of patterns (exported for tests that build a table of their own). */
export function buildersOf<T extends Record<string, string>>(table: T): { [K in keyof T]: PathBuilder<T[K]> } {
  return Object.fromEntries(
    Object.entries(table).map(([name, pattern]) => [
      name,
      pattern.includes(':') ? (...args: Array<string | number>) => fillPath(pattern, args) : fillPath(pattern, []),
    ]),
  ) as { [K in keyof T]: PathBuilder<T[K]> };
}

/** Every page's builder by name, across remotes: `paths.requests` is '/made-requests', `paths.certificate(id)` its address. */
export const paths: Paths = Object.assign({}, ...Object.values(pages).map((table) => buildersOf(table)));

/** The set-up link: with the address when the email names it (the page then fills it in), else the token alone. */
export const setUpPath = (token: string, email?: string) => (email ? paths.setUpWithEmail(token, email) : paths.setUpToken(token));

/** Whether a path is in the back office, which only staff may open. */
export const isOfficePath = (path: string) => path === paths.office || path.startsWith(`${paths.office}/`);

/** The login page with a redirect target, as guarded pages use it. */
export const loginWithRedirect = (target: string) => `${paths.login}?redirect=${encodeURIComponent(target)}`;
