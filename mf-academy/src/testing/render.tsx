// The site's shared test helpers; this remote's own ones follow.
export { currentLocation, jsonResponse, renderAt } from '@agency/shared-ui/src/testing';

/** A fetch stub that records each call (method, url, JSON body) and answers through `answer`. */
export function stubFetch(answer: (call: { method: string; url: string; body: unknown }) => Response | Promise<Response>) {
  const calls: { method: string; url: string; body: unknown; authorization: string | null }[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = await request.clone().text();
    const call = { method: request.method, url: request.url, body: text ? JSON.parse(text) : undefined };
    calls.push({ ...call, authorization: request.headers.get('authorization') });
    return answer(call);
  });
  return { calls, spy };
}
