/** Only same-site paths are followed, so a crafted ?redirect= cannot send the user elsewhere. */
export function safeRedirect(target: string | null, fallback: string): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}
