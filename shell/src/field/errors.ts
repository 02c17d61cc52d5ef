/**
 * The front-end errors of a sampled page view, held from the first moment (window errors, unhandled rejections,
 * the remotes' boundaries and load failures) until the field-data reporter, loaded after the page is
 * interactive, takes them. Tiny and free of imports: it sits in the shell's boot chunk. On a page view that is
 * not sampled (or on the server) nothing is kept: `reportFieldError` does nothing.
 */
export type ErrorSource = 'error' | 'rejection' | 'boundary' | 'load';
export interface PendingError {
  source: ErrorSource;
  error: unknown;
  /** The remote that raised it, when the shell knows (a boundary, a load); else the reporter works it out. */
  remote?: string;
}

const HELD = 10;
let enabled = false;
let held: PendingError[] = [];
let sink: ((error: PendingError) => void) | undefined;

export function reportFieldError(source: ErrorSource, error: unknown, remote?: string): void {
  if (!enabled) return;
  const pending = { source, error, remote };
  if (sink) sink(pending);
  else if (held.length < HELD) held.push(pending);
}

/** Starts holding errors for this (sampled) page view, and listens to the window's. */
export function enableFieldErrors(target: Pick<Window, 'addEventListener'> = window): void {
  if (enabled) return;
  enabled = true;
  target.addEventListener('error', (event) => reportFieldError('error', event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reportFieldError('rejection', event.reason));
}

/** The reporter takes the held errors and every later one. */
export function takeFieldErrors(next: (error: PendingError) => void): void {
  sink = next;
  for (const pending of held) next(pending);
  held = [];
}

/** Tests: back to a page view that is not sampled. */
export function resetFieldErrors(): void {
  enabled = false;
  held = [];
  sink = undefined;
}
