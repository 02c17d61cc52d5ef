/** What a browser does with the docs UI: follow redirects to the page, then fetch every stylesheet and script it names. */
export async function docsPageLoads(
  get: (url: string) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>,
  start: string,
): Promise<{ page: string; status: number; assets: { url: string; status: number }[] }> {
  let url = new URL(start, 'http://site.test');
  let res = await get(url.pathname + url.search);
  for (let hops = 0; res.statusCode >= 300 && res.statusCode < 400 && hops < 5; hops++) {
    url = new URL(String(res.headers.location), url);
    res = await get(url.pathname + url.search);
  }
  const refs = [...res.body.matchAll(/<(?:link[^>]*\shref|script[^>]*\ssrc)="([^"]+)"/g)].map((m) => m[1]!);
  const assets = [];
  for (const ref of refs) {
    const asset = new URL(ref, url);
    assets.push({ url: asset.pathname, status: (await get(asset.pathname + asset.search)).statusCode });
  }
  return { page: url.pathname, status: res.statusCode, assets };
}
