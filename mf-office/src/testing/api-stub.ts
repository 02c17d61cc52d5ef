import { jsonResponse } from './render';

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

type Answer = Response | ((call: SentCall) => Response);

/**
 * Stubs fetch with answers by 'METHOD /api/path' (an array answers in turn, the last one repeating);
 * returns the list of calls made, with their parsed bodies, for exact payload assertions.
 */
export function stubApi(routes: Record<string, Answer | Answer[]>) {
  const sent: SentCall[] = [];
  const counters: Record<string, number> = {};
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = await request.clone().text();
    const call: SentCall = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
      auth: request.headers.get('authorization'),
    };
    sent.push(call);
    const key = `${call.method} ${call.path}`;
    const answers = routes[key];
    if (!answers) return jsonResponse({ detail: `unexpected ${key}` }, 404);
    const list = Array.isArray(answers) ? answers : [answers];
    const index = Math.min(counters[key] ?? 0, list.length - 1);
    counters[key] = (counters[key] ?? 0) + 1;
    const answer = list[index]!;
    return typeof answer === 'function' ? answer(call) : answer.clone();
  });
  return sent;
}

