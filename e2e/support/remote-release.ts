import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';

/**
 * A new release of a remote, built the way its team builds one: its sources (`src`, `public`) and build config are
 * copied into `workDir`, `edit` changes the copy, and rspack builds it into `outDir`. The checkout is untouched.
 * Deploy it with `topology.deploy(remote, outDir, port)`.
 */
export function buildRemoteRelease(remoteDir: string, workDir: string, outDir: string, edit: (workDir: string) => void): void {
  for (const item of ['src', 'public']) cpSync(path.join(remoteDir, item), path.join(workDir, item), { recursive: true });
  for (const file of ['rspack.config.mjs', 'package.json', 'tsconfig.json']) cpSync(path.join(remoteDir, file), path.join(workDir, file));
  edit(workDir);
  execFileSync(path.join(remoteDir, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: workDir,
    env: { ...process.env, MF_OUT_DIR: outDir },
    stdio: 'pipe',
  });
}
