declare const __APP_NAME__: string;
declare module '*.svg' {
  const url: string;
  export default url;
}
