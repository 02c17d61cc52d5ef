// Every app's `zod`, with its JIT switched off before any schema runs: zod 4 otherwise probes for eval with
// `new Function('')`, which the site's Content-Security-Policy (no 'unsafe-eval') refuses, and the browser
// logs that refusal as a CSP issue on every page that validates anything. `__ZOD_ENTRY__` is zod's own ES
// module entry (tooling/rspack.mjs aliases `zod` here and this import to it).
import { config } from '__ZOD_ENTRY__';

config({ jitless: true });

export * from '__ZOD_ENTRY__';
export { z, default } from '__ZOD_ENTRY__';
