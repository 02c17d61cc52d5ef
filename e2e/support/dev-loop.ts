import path from 'node:path';
import { REPO_ROOT } from './processes';

/**
 * Ports of the dev-loop tests: their own range (default 5600+), never the 3000–3005/4000 of a developer's
 * `pnpm dev` or `pnpm dev:remote` on the same machine. E2E_DEV_PORT moves the range.
 */
export function devLoopPort(offset: number): number {
  return Number(process.env.E2E_DEV_PORT ?? 5600) + offset;
}

/** The rspack CLI of an app, run from that app's folder or a copy of it inside the app's folder. */
export function rspackCli(app: string): string {
  return path.join(REPO_ROOT, app, 'node_modules/@rspack/cli/bin/rspack.js');
}
