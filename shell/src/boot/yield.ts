/**
 * Gives the browser its turn (a tap, a frame) between the steps of the shell's start. Evaluating the shared
 * libraries, the shell's modules, reading the page's data and adopting its HTML each take a few milliseconds on a
 * fast computer and several times that on a phone; run back to back they made one task long enough to block a tap
 * (Lighthouse counts any task past 50 ms at its 4x slowdown as blocking time). `scheduler.yield()` where the
 * browser has it (the rest of the start keeps its place in the queue), else a new task.
 *
 * Imports nothing: src/index.ts, the async boundary before the shared libraries are negotiated, uses it too.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
