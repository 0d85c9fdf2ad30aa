/**
 * The server's memo of a page part's HTML (app/components/partMemo.ts, app/http/partMemo.server.ts): a part with a
 * `memoKey` is rendered once per key and place, and the page that reuses it is byte for byte the page a render sends.
 */
import { PassThrough } from "node:stream";
import { useId, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { interactionPart } from "~/components/HydrateOnInteraction";
import { PartMemo } from "~/components/partMemo";
import { clearPartMemo, partHtml, partMemoOfRequest } from "~/http/partMemo.server";

let renders = 0;

function Inner({ text }: { text: string }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {text} <input id={id} name="email" />
    </label>
  );
}
const InnerPart = interactionPart(async () => Inner);

function Box({ text }: { text: string }) {
  renders += 1;
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{text}</h2>
      <InnerPart text={`${text}, inner`} />
    </section>
  );
}
const BoxPart = interactionPart(async () => Box);

const MARKER = "4b1c2a8e-0d6f-4f7e-9a55-3f2f0c1d9e77";

/**
 * Like entry.server: the whole page once every lazy part is there, then the parts asked for are kept. `null`: no memo
 * (as in the browser).
 */
function renderPage(tree: ReactNode, memo: ReturnType<typeof partMemoOfRequest> | null = partMemoOfRequest()): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(memo ? <PartMemo.Provider value={memo}>{tree}</PartMemo.Provider> : tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const out = new PassThrough();
        const chunks: Buffer[] = [];
        out.on("data", (chunk: Buffer) => chunks.push(chunk));
        out.on("end", () => {
          const page = Buffer.concat(chunks);
          memo?.keepFrom(page, MARKER);
          resolve(page.toString("utf8"));
        });
        pipe(out);
      },
      onShellError: reject,
    });
  });
}

const page = (text: string, memoKey: string | undefined) => (
  <main>
    <p>Page text: {text}</p>
    <BoxPart text="Grüezi – Newsletter" memoKey={memoKey} />
  </main>
);
/** The same part one place further (a third child): another `useId` path. */
const pageWithAside = (text: string, memoKey: string) => (
  <main>
    <aside>first</aside>
    <p>Page text: {text}</p>
    <BoxPart text="Grüezi – Newsletter" memoKey={memoKey} />
  </main>
);

describe("part memo", () => {
  beforeEach(() => {
    clearPartMemo();
    renders = 0;
  });

  it("renders a part once per key and place; the page with the kept part is the page a render sends", async () => {
    const first = await renderPage(page("one", "de"));
    expect(renders).toBe(1);
    const again = await renderPage(page("one", "de"));
    expect(renders).toBe(1);
    expect(again).toBe(first);
    // Another page around the same part at the same place: the part's bytes are reused, the page's own are new.
    const other = await renderPage(page("two", "de"));
    expect(renders).toBe(1);
    expect(other).toBe(first.replace("one", "two"));
  });

  it("renders again for another key, and for the same key at another place (its ids come from the place)", async () => {
    const de = await renderPage(page("one", "de"));
    const fr = await renderPage(page("one", "fr"));
    expect(renders).toBe(2);
    expect(fr).toBe(de);
    const elsewhere = await renderPage(pageWithAside("one", "de"));
    expect(renders).toBe(3);
    expect(elsewhere).not.toBe(de.replace("<main>", "<main><aside>first</aside>"));
    clearPartMemo();
    expect(await renderPage(pageWithAside("one", "de"))).toBe(elsewhere);
  });

  it("renders every time without a key, and without the server's memo (the browser)", async () => {
    await renderPage(page("one", undefined));
    await renderPage(page("one", undefined));
    expect(renders).toBe(2);
    const withoutMemo = await renderPage(page("one", "de"), null);
    expect(renders).toBe(3);
    expect(await renderPage(page("one", "de"))).toBe(withoutMemo);
  });
});

describe("partHtml", () => {
  const wrapper = (id: string, inner: string) => `<div data-hydration-pending="" data-hydration-part="${id}" style="display:contents">${inner}</div>`;

  it("cuts out one complete boundary with the boundaries nested in it", () => {
    const inner = "<!--$--><footer><div>a</div><!--$--><p>b</p><!--/$--></footer><!--/$-->";
    expect(partHtml(`<body>${wrapper("_R_1_", inner)}<p>after</p></body>`, "_R_1_")).toBe(inner);
  });

  it("keeps nothing of a part that failed, is pending, is not a boundary, or is not closed", () => {
    expect(partHtml(wrapper("_R_1_", "<!--$--><p>a</p><!--$!--><template></template><!--/$--><!--/$-->"), "_R_1_")).toBeUndefined();
    expect(partHtml(wrapper("_R_1_", '<!--$?--><template id="B:0"></template><!--/$-->'), "_R_1_")).toBeUndefined();
    expect(partHtml(wrapper("_R_1_", "<p>a</p>"), "_R_1_")).toBeUndefined();
    expect(partHtml(`<div data-hydration-part="_R_1_"><!--$--><p>a</p>`, "_R_1_")).toBeUndefined();
    expect(partHtml(wrapper("_R_1_", "<!--$--><p>a</p><!--/$-->"), "_R_2_")).toBeUndefined();
  });

  it("keeps no part with an inline script (its nonce is the render's)", async () => {
    const memo = partMemoOfRequest();
    memo.keep("_R_1_", "k");
    memo.keepFrom(Buffer.from(wrapper("_R_1_", `<!--$--><script nonce="${MARKER}">1</script><!--/$-->`)), MARKER);
    expect(memo.html("_R_1_", "k")).toBeUndefined();
    memo.keepFrom(Buffer.from(wrapper("_R_1_", "<!--$--><p>ä</p><!--/$-->")), MARKER);
    expect(memo.html("_R_1_", "k")).toBe("<!--$--><p>ä</p><!--/$-->");
  });
});
