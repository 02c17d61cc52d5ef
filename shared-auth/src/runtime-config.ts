export interface RuntimeConfig {
  /** Where `/api` lives; the site's own origin by default. */
  apiBase: string;
  /**
   * How API requests are sent: the platform's fetch by default. The site's server rendering hands its API
   * the requests of the page it renders in-process instead (site/src/ssr.ts).
   */
  fetch?: (request: Request) => Promise<Response>;
}

let config: RuntimeConfig = { apiBase: '/api' };

/** Set once by the shell from the run-time manifest, before any call is made. */
export function configureRuntime(next: Partial<RuntimeConfig>): void {
  config = { ...config, ...next };
}

export function getRuntimeConfig(): RuntimeConfig {
  return config;
}
