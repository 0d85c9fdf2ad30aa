/**
 * `./Part?chunk-hrefs`: the browser build's script files and stylesheets `import("./Part")` loads, for the server's
 * preload and stylesheet links (web/vite/chunkHrefs.ts).
 */
declare module "*?chunk-hrefs" {
  const hrefs: { readonly scripts: readonly string[]; readonly styles: readonly string[] };
  export default hrefs;
}
