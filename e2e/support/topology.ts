import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { REPO_ROOT, type Running, startNode, startRemoteHost } from './processes';

/**
 * Runs `topology` around the current describe block: started before its tests, stopped after them, and then the
 * folders `dirs` name removed (each a getter, as a test may make its folder only as it runs).
 */
export function useTopology(topology: Topology, ...dirs: (() => string | undefined)[]): void {
  test.beforeAll(async () => {
    // Five processes start one after another: more than one test's time on a loaded machine.
    test.setTimeout(300_000);
    await topology.start();
  });
  test.afterAll(async () => {
    await topology.stop();
    for (const dir of dirs.map((d) => d())) if (dir) rmSync(dir, { recursive: true, force: true });
  });
}

/**
 * Ports for the suites that start their own topology, offset from E2E_PORT (default 3100) so that two
 * checkouts can run the suite side by side: `topologyPort(110)` is 3210 by default.
 */
export function topologyPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3100) + offset;
}

/** A remote's name in the run-time manifest (mf-<name>/ in this repository). */
export type RemoteName = string;

/** The remotes built in this repository: every mf-<name>/ folder. The manifest the topology writes names them. */
export function builtRemotes(): RemoteName[] {
  return readdirSync(REPO_ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^mf-[a-z][\w-]*$/.test(d.name) && existsSync(path.join(REPO_ROOT, d.name, 'package.json')))
    .map((d) => d.name.slice(3))
    .sort();
}

/**
 * The production topology: the shell and API on one host, each remote on a host of its own,
 * tied together only by the remotes manifest file the shell reads at run time.
 */
export class Topology {
  readonly remotesFile: string;
  readonly dataDir: string;
  site!: Running;
  readonly hosts = new Map<RemoteName, Running>();
  readonly remotes = builtRemotes();
  /** Every host ever started, including ones replaced by a redeploy, so that stop() leaves none behind. */
  private readonly started: Running[] = [];
  private readonly entries = new Map<RemoteName, string>();

  /** `env`: more settings for the site process (FIELD_DATA_SAMPLE_RATE, …). */
  constructor(
    readonly basePort: number,
    private readonly env: Record<string, string> = {},
  ) {
    const dir = mkdtempSync(path.join(tmpdir(), 'agency-topology-'));
    this.remotesFile = path.join(dir, 'remotes.json');
    this.dataDir = path.join(dir, 'data');
  }

  portOf(remote: RemoteName): number {
    return this.basePort + 1 + this.remotes.indexOf(remote);
  }

  async start(): Promise<void> {
    for (const remote of this.remotes) await this.startRemote(remote);
    this.writeManifest();
    this.site = await startNode(
      'src/serve.ts',
      { REMOTES_FILE: this.remotesFile, DATA_DIR: this.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000', ...this.env },
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

  /** Deploys a release of a remote: serves `dir` on a new host at `port` and points the run-time manifest at it. */
  async deploy(remote: RemoteName, dir: string, port: number): Promise<void> {
    await this.startRemote(remote, dir, port);
    this.writeManifest();
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
