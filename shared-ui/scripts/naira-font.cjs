/**
 * Writes src/fonts/plus-jakarta-sans-naira-wght.woff2: the naira sign (₦, U+20A6) alone, cut from the brand
 * font's latin-ext file (@fontsource-variable/plus-jakarta-sans, OFL) with its weight axis kept, by harfbuzz's
 * hb-subset (subset-font). Prices show ₦ on most pages, and the whole latin-ext file (22 KB) was fetched, at the
 * highest priority, before those pages' largest paint, for that one character: this file is under 1 KB.
 * The file is committed (a build needs no wasm); brand-font.test.ts runs this with --check, which subsets again and
 * compares, so it cannot go stale when the font package moves. Run: `node scripts/naira-font.cjs` in shared-ui.
 */
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const subsetFont = require('subset-font');

const SOURCE = path.join(path.dirname(require.resolve('@fontsource-variable/plus-jakarta-sans/package.json')), 'files', 'plus-jakarta-sans-latin-ext-wght-normal.woff2');
const TARGET = path.join(__dirname, '..', 'src', 'fonts', 'plus-jakarta-sans-naira-wght.woff2');

/** The naira subset of the brand font, as woff2 bytes. */
async function nairaSubset() {
  return subsetFont(readFileSync(SOURCE), '\u20a6', { targetFormat: 'woff2' });
}

if (require.main === module) {
  nairaSubset().then((bytes) => {
    // --check: exit 1 when the committed file is not what the installed font package gives (brand-font.test.ts).
    if (process.argv.includes('--check')) {
      const same = Buffer.compare(bytes, readFileSync(TARGET)) === 0;
      console.log(same ? 'up to date' : `stale: run node scripts/naira-font.cjs (${bytes.length} bytes now)`);
      process.exitCode = same ? 0 : 1;
      return;
    }
    writeFileSync(TARGET, bytes);
    console.log(`${path.relative(process.cwd(), TARGET)}: ${bytes.length} bytes`);
  });
}
