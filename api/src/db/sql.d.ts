/** A migration's SQL, imported as its text: esbuild's text loader (scripts/build.mjs), a Jest transform in tests. */
declare module '*.sql' {
  const sql: string;
  export default sql;
}
