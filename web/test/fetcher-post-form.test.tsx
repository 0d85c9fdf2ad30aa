/** The server's cart form must write exactly what a fetcher's `<Form method="post">` writes: the browser hydrates that. */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, useFetcher } from "react-router";
import { describe, expect, it } from "vitest";
import { ServerPostForm } from "~/components/forms/FetcherPostForm";

const ACTIONS = ["/cart-action", "/it/cart-action", "/fr/newsletter-subscribe", "/a//b/./c"];

function render(useServer: boolean, at: string): string {
  function Forms() {
    const fetcher = useFetcher();
    const Form = useServer ? ServerPostForm : fetcher.Form;
    return (
      <>
        {ACTIONS.map((action) => (
          <Form key={action} method="post" action={action} id="f" className="add-to-cart-form" data-testid="quick-add-form" aria-busy={undefined} noValidate>
            <input type="hidden" name="intent" value="add" />
          </Form>
        ))}
      </>
    );
  }
  const Stub = createRoutesStub([{ path: "*", Component: Forms }]);
  return renderToStaticMarkup(<Stub initialEntries={[at]} />);
}

describe("ServerPostForm", () => {
  it("renders the markup of a fetcher's post form on any page", () => {
    for (const at of ["/", "/Aspirin-500-mg-20-Tabletten/SW10001", "/it/Medicamenti/"]) {
      const expected = render(false, at);
      expect(expected).toContain('action="/cart-action"');
      expect(render(true, at)).toBe(expected);
    }
  });
});
