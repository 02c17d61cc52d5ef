/** Every JSON-LD block the rendered page carries, parsed (a block that is not JSON fails the test). */
export function jsonLdBlocks(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
}

/** A parsed JSON-LD node: the assertions check its shape. */
// biome-ignore lint/suspicious/noExplicitAny: parsed JSON whose shape each test asserts
export type LdNode = Record<string, any>;

/** The block of one schema.org type. */
export function jsonLdOf(type: string): LdNode {
  const block = jsonLdBlocks().find((b) => b['@type'] === type);
  if (!block) throw new Error(`no ${type} JSON-LD on the page`);
  expect(block['@context']).toBe('https://schema.org');
  return block;
}

/**
 * The properties a Service of the pages must carry: a name, a description, the agency as provider, Nigeria as the
 * area served, and an offer in naira when it has a price.
 */
export function expectValidService(service: LdNode) {
  expect(service['@type']).toBe('Service');
  expect(service.name).toEqual(expect.any(String));
  expect(service.name.length).toBeGreaterThan(0);
  expect(service.description).toEqual(expect.any(String));
  expect(service.provider).toMatchObject({ '@type': 'Organization', name: 'Think-Make-Solve Digital' });
  expect(service.areaServed).toMatchObject({ '@type': 'Country', name: 'Nigeria' });
  if (service.offers) {
    expect(service.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'NGN' });
    expect(service.offers.price).toMatch(/^\d+(\.\d{2})?$/);
  }
}
