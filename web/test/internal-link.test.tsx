/**
 * The server's internal link must write exactly what React Router's `<Link>` writes (the browser hydrates `<Link>`
 * over it), for the paths the shop links and the odd ones the router normalises.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Link } from "react-router";
import { describe, expect, it } from "vitest";
import { ServerInternalLink } from "~/components/InternalLink";

const PATHS = [
  "/",
  "/Medikamente/",
  "/it/Medicamenti/Dolori/",
  "/Aspirin-500-mg-20-Tabletten/SW10001",
  "/fr/Crème-à-l'arnica/SW10042",
  "/search?search=a%20b&order=price-asc#results",
  "/wishlist?",
  "/shipping#",
  "/a//b/",
  "/a/./b/.",
  "/a/../b/",
  "/a/b/..",
  "/%C3%A4/x?y=%2F",
];

function render(ui: (path: string) => React.ReactNode, at = "/Medikamente/Schmerzen/"): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{PATHS.map((path) => <p key={path}>{ui(path)}</p>)}</> }]);
  return renderToStaticMarkup(<Stub initialEntries={[at]} />);
}

describe("ServerInternalLink", () => {
  it("renders the markup of <Link> for every path, attributes included", () => {
    const attributes = { className: "main-nav__link", "data-testid": "product-link", "aria-current": "page" as const, title: "T" };
    const expected = render((path) => <Link to={path} prefetch="none" {...attributes}>x</Link>);
    expect(expected).toContain('href="/Medikamente/"');
    expect(render((path) => <ServerInternalLink to={path} {...attributes}>x</ServerInternalLink>)).toBe(expected);
  });

  it("does not depend on the page it is rendered on", () => {
    const expected = render((path) => <Link to={path}>x</Link>, "/it/");
    expect(render((path) => <ServerInternalLink to={path}>x</ServerInternalLink>, "/fr/Medicaments/x/")).toBe(expected);
  });
});
