const { TestEnvironment } = require('jest-environment-jsdom');

// jsdom lacks the fetch family; the site's one API client (ky) needs it, so tests get Node's own.
class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone', 'BroadcastChannel', 'TransformStream', 'WritableStream', 'URL', 'URLSearchParams', 'Blob', 'File']) {
      if (globalThis[key]) this.global[key] = globalThis[key];
    }
  }
}

module.exports = JsdomWithFetch;
