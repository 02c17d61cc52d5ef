/** What the inline tap-capture script of a server-rendered page puts on `window` (site/src/replay.ts). */
export interface ReplayCounter {
  /** Taps queued before hydration and replayed after it. */
  replays: number;
  /** Taps dropped: older than 10 s when their owner became ready, or their element left the page. */
  dropped: number;
  /** For each replay, the ms from the tap to its replay. */
  delays: number[];
  ready(owner: string): void;
}

declare global {
  interface Window {
    __replay?: ReplayCounter;
  }
}

/**
 * Says that `owner` (a remote's name, or `shell` for the shell's own nav and footer) has hydrated: the capture
 * script replays the taps it queued on that owner's `data-replay` elements. Nothing on a page the browser
 * rendered (no capture script there).
 */
export function markReplayReady(owner: string): void {
  window.__replay?.ready(owner);
}
