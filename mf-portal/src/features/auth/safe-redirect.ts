const ORIGIN = 'https://site.invalid';
/** Control characters (browsers drop tabs and newlines inside URLs, so '/\t/evil' becomes '//evil') and backslashes (read as '/'). */
function hasUnsafeCharacter(path: string): boolean {
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

function looksLocal(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !hasUnsafeCharacter(path);
}

/**
 * Only same-site paths are followed, so a crafted ?redirect= cannot send the user elsewhere. The target is
 * checked as given and once more decoded (a router or a later hop may decode it again), then normalised by
 * the URL parser, and only its path, query and hash are kept.
 */
export function safeRedirect(target: string | null, fallback: string): string {
  if (!target) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  if (!looksLocal(target) || !looksLocal(decoded)) return fallback;
  const url = new URL(target, ORIGIN);
  if (url.origin !== ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
