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

/** The path as given and once more decoded (a router or a later hop may decode it again) are both local. */
function localEvenDecoded(path: string): boolean {
  try {
    return looksLocal(path) && looksLocal(decodeURIComponent(path));
  } catch {
    return false;
  }
}

/**
 * Only same-site paths are followed, so a crafted ?redirect= cannot send the user elsewhere. The target is
 * checked as given and once more decoded, then normalised by the URL parser, and only its path, query and
 * hash are kept — and that normalised path is checked again: the parser drops dot segments after the first
 * check, so '/.//evil.example/x' would come out as the protocol-relative '//evil.example/x'.
 */
export function safeRedirect(target: string | null, fallback: string): string {
  if (!target || !localEvenDecoded(target)) return fallback;
  const url = new URL(target, ORIGIN);
  if (url.origin !== ORIGIN || !localEvenDecoded(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
