/** The app's route table, read back from the router (so routes added later are covered by the tests that use it). */

export interface RouteInfo {
  method: string;
  url: string;
}

/**
 * Parses `printRoutes({ commonPrefix: false })`, a tree whose children continue their parent's path:
 * `├── /api/requests (GET, HEAD)` then `│   └── /:id (DELETE)` is DELETE /api/requests/:id.
 */
export function registeredRoutes(printed: string): RouteInfo[] {
  const routes: RouteInfo[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    // Routes that name the same position differently (/payments/:id/refund, /payments/:reference/retry-refund)
    // share one node, printed ':id|:reference': it is one parameter, kept under its first name.
    const url = (stack[depth - 1] ?? '') + match[2]!.replace(/(:\w+)(?:\|:\w+)+/g, '$1');
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (/^[A-Z]+$/.test(method)) routes.push({ method, url });
    }
  }
  return routes;
}
