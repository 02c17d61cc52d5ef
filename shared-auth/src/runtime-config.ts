export interface RuntimeConfig {
  /** Where `/api` lives; the site's own origin by default. */
  apiBase: string;
}

let config: RuntimeConfig = { apiBase: '/api' };

/** Set once by the shell from the run-time manifest, before any call is made. */
export function configureRuntime(next: Partial<RuntimeConfig>): void {
  config = { ...config, ...next };
}

export function getRuntimeConfig(): RuntimeConfig {
  return config;
}
