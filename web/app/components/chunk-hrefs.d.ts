/** `./Part?chunk-hrefs`: the browser build's script files `import("./Part")` loads, for the server's preload links (web/vite/chunkHrefs.ts). */
declare module "*?chunk-hrefs" {
  const hrefs: readonly string[];
  export default hrefs;
}
