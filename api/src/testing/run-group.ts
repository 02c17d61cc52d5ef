import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * One process for several API test files (src/testing/run-suite.ts starts it): each file is imported in turn and
 * node:test runs what it declares, one test at a time, in the order declared. A process of its own per file (what
 * `node --test` does) paid the API's import (about 2.3 s here) and PGlite's WebAssembly compile for each of the
 * suite's 49 files, twice in CI.
 */
for (const file of process.argv.slice(2)) await import(pathToFileURL(path.resolve(file)).href);
