import { type Context, createContext, createElement, type ReactNode, useContext } from 'react';

/**
 * What a page rendered on the server reports about the HTTP answer it belongs in: a page showing "not found"
 * is answered 404 (not a 200 with "not found" text, a soft 404), a page whose content lives at another address
 * is answered 301 to it. The shell's server renderer provides one report per render (shell/src/server/render.tsx)
 * and the site sends what it holds (site/src/site-server.ts). In the browser there is no report and these do nothing.
 *
 * Imported by path ('@agency/shared-auth/render-status'), so each remote bundles it whatever shell is
 * deployed; the context itself is kept once per process under a global key, so the shell's provider and every
 * remote's copy meet.
 */
export interface RenderReport {
  status?: number;
  /** A path on this site (starting with one '/'): where the page's content lives. */
  location?: string;
}

const KEY = Symbol.for('@agency/render-report');
const registry = globalThis as typeof globalThis & { [KEY]?: Context<RenderReport | null> };
registry[KEY] ??= createContext<RenderReport | null>(null);
const RenderReportContext: Context<RenderReport | null> = registry[KEY];

/** Server rendering: the pages below report into `report`. */
export function RenderReportProvider({ report, children }: { report: RenderReport; children: ReactNode }) {
  return createElement(RenderReportContext.Provider, { value: report }, children);
}

/** Rendered by a page that shows "not found": the server answers it with status 404. */
export function NotFoundStatus(): null {
  const report = useContext(RenderReportContext);
  if (report) report.status = 404;
  return null;
}

/**
 * A page whose content lives at `location` (a path on this site) says so: the server answers 301 to it. The
 * page itself moves the browser there (a `navigate(…, { replace: true })`), for the answers it gets there.
 */
export function useMovedTo(location: string | null): void {
  const report = useContext(RenderReportContext);
  if (report && location && /^\/(?![/\\])/.test(location)) {
    report.status = 301;
    report.location = location;
  }
}
