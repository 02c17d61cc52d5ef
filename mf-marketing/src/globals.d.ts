declare module '*.svg' {
  const url: string;
  export default url;
}

/** rspack's hot-module API in development builds (undefined in production). */
interface ImportMeta {
  webpackHot?: { accept(dependency: string, callback?: () => void): void };
}

/** An SVG written into the page as a data: URL (tooling/rspack.mjs, `?inline`). */
declare module '*.svg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
