export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  /** The parsed JSON body. */
  body: unknown;
}

/**
 * Stubs the network with one JSON answer and records what was sent (read at call time: the client
 * consumes the request's body afterwards). Restored after each test by jest's restoreMocks.
 */
export function stubFetch(status = 200, answer: unknown = { success: 'success', id: 1 }) {
  const sent: SentRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    sent.push({ url: request.url, method: request.method, headers: request.headers, body: text ? JSON.parse(text) : undefined });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return Object.assign(spy, { sent });
}
