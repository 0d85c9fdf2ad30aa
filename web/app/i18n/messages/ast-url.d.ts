/** `./de.json?ast-url`: the URL of the catalogue compiled to FormatJS's AST (web/vite/messages.ts). */
declare module "*.json?ast-url" {
  const href: string;
  export default href;
}
