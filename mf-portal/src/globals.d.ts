declare module '*.svg' {
  const url: string;
  export default url;
}

/** rspack's hot-module API in development builds (undefined in production). */
interface ImportMeta {
  webpackHot?: { accept(dependency: string, callback?: () => void): void };
}
