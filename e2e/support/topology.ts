import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT, type Running, startNode, startRemoteHost } from './processes';

/**
 * Ports for the suites that start their own topology, offset from E2E_PORT (default 3100) so that two
 * checkouts can run the suite side by side: `topologyPort(110)` is 3210 by default.
 */
export function topologyPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3100) + offset;
}

export const REMOTE_NAMES = ['marketing', 'booking', 'portal', 'academy', 'office'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The production topology: the shell and API on one host, each remote on a host of its own,
 * tied together only by the remotes manifest file the shell reads at run time.
 */
export class Topology {
  readonly remotesFile: string;
  readonly dataDir: string;
  site!: Running;
  readonly hosts = new Map<RemoteName, Running>();
  /** Every host ever started, including ones replaced by a redeploy, so that stop() leaves none behind. */
  private readonly started: Running[] = [];
  private readonly entries = new Map<RemoteName, string>();

  constructor(readonly basePort: number) {
    const dir = mkdtempSync(path.join(tmpdir(), 'agency-topology-'));
    this.remotesFile = path.join(dir, 'remotes.json');
    this.dataDir = path.join(dir, 'data');
  }

  portOf(remote: RemoteName): number {
    return this.basePort + 1 + REMOTE_NAMES.indexOf(remote);
  }

  async start(): Promise<void> {
    for (const remote of REMOTE_NAMES) await this.startRemote(remote);
    this.writeManifest();
    this.site = await startNode(
      'src/serve.ts',
      { REMOTES_FILE: this.remotesFile, DATA_DIR: this.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000' },
      this.basePort,
      '/api/home',
    );
  }

  async startRemote(remote: RemoteName, dir = path.join(REPO_ROOT, `mf-${remote}/dist`), port = this.portOf(remote)): Promise<void> {
    const host = await startRemoteHost(dir, port);
    this.started.push(host);
    this.hosts.set(remote, host);
    this.entries.set(remote, `${host.url}/mf-manifest.json`);
  }

  async stopRemote(remote: RemoteName): Promise<void> {
    await this.hosts.get(remote)?.stop();
  }

  /** Points the run-time manifest at a remote's (new) host: a deployment of that remote. */
  writeManifest(): void {
    writeFileSync(this.remotesFile, JSON.stringify({ apiBase: '/api', remotes: Object.fromEntries(this.entries) }, null, 2));
  }

  async stop(): Promise<void> {
    await Promise.all(this.started.map((h) => h.stop()));
    await this.site?.stop();
  }
}
