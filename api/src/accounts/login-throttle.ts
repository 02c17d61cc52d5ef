/**
 * Counts failed logins per account (by lower-cased email, whether the account exists or not, so a
 * lock-out tells nothing). In memory: one API process is the deployment; several would each count.
 */
export function createLoginThrottle(maxFailures: number, windowMs: number, now: () => number = Date.now) {
  const failures = new Map<string, { count: number; resetAt: number }>();

  function prune() {
    if (failures.size < 10_000) return;
    const t = now();
    for (const [key, entry] of failures) if (entry.resetAt <= t) failures.delete(key);
  }

  return {
    /** Milliseconds until the account may try again, or 0 when it may now. */
    retryAfterMs(email: string): number {
      const entry = failures.get(email.toLowerCase());
      if (!entry) return 0;
      const left = entry.resetAt - now();
      if (left <= 0) {
        failures.delete(email.toLowerCase());
        return 0;
      }
      return entry.count >= maxFailures ? left : 0;
    },
    recordFailure(email: string) {
      prune();
      const key = email.toLowerCase();
      const entry = failures.get(key);
      if (entry && entry.resetAt > now()) entry.count += 1;
      else failures.set(key, { count: 1, resetAt: now() + windowMs });
    },
    recordSuccess(email: string) {
      failures.delete(email.toLowerCase());
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
