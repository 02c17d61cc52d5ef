// The one function of npm's semver that version-range.test.ts uses as its oracle (the package ships no types).
declare module 'semver' {
  const semver: { satisfies(version: string, range: string): boolean };
  export default semver;
}
