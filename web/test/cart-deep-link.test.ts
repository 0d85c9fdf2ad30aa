import { describe, expect, it } from "vitest";
import { DEEP_LINK_MAX_ITEMS, parseAddToCartQuery } from "~/cart/deepLink";
import { parseCartForm } from "~/cart/intents";

const parse = (query: string) => parseAddToCartQuery(new URLSearchParams(query));

describe("add-to-cart deep link query", () => {
  it("reads one product with its quantity", () => {
    expect(parse("productNumber=SW10001&quantity=3")).toEqual({ items: [{ productNumber: "SW10001", quantity: 3 }], rejected: [] });
  });

  it("joins arrays with '|' (SPEC §9) and pairs quantities by position", () => {
    expect(parse("productNumber=A1|B2&quantity=1|2").items).toEqual([
      { productNumber: "A1", quantity: 1 },
      { productNumber: "B2", quantity: 2 },
    ]);
    // Encoded pipes, as mail clients write them.
    expect(parse("productNumber=A1%7CB2&quantity=1%7C2").items).toHaveLength(2);
  });

  it("defaults a missing quantity to one piece and also reads repeated parameters", () => {
    expect(parse("productNumber=A1|B2&quantity=4").items).toEqual([
      { productNumber: "A1", quantity: 4 },
      { productNumber: "B2", quantity: 1 },
    ]);
    expect(parse("productNumber=A1&productNumber=B2").items.map((i) => i.productNumber)).toEqual(["A1", "B2"]);
  });

  it("adds up the same number given twice", () => {
    expect(parse("productNumber=A1|A1&quantity=1|2").items).toEqual([{ productNumber: "A1", quantity: 3 }]);
  });

  it("rejects malformed numbers and quantities without losing the good ones", () => {
    const result = parse("productNumber=A1|<script>|B2|C3&quantity=1|1|0|x");
    expect(result.items).toEqual([{ productNumber: "A1", quantity: 1 }]);
    expect(result.rejected).toHaveLength(3);
    expect(parse("productNumber=A1&quantity=-2").items).toEqual([]);
    expect(parse("productNumber=A1&quantity=1.5").rejected).toHaveLength(1);
  });

  it("ignores empty values and caps the number of products", () => {
    expect(parse("").items).toEqual([]);
    expect(parse("productNumber=|&quantity=").items).toEqual([]);
    const many = Array.from({ length: DEEP_LINK_MAX_ITEMS + 5 }, (_, i) => `P${i}`).join("|");
    const result = parse(`productNumber=${many}`);
    expect(result.items).toHaveLength(DEEP_LINK_MAX_ITEMS);
    expect(result.rejected).toHaveLength(5);
  });
});

describe("posted cart forms", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("reads an add with fulfilment and the replace choice", () => {
    expect(
      parseCartForm(form([["intent", "add"], ["productId", "abc"], ["quantity", "2"], ["fulfilment", "CLICK_AND_COLLECT"], ["replaceCart", "1"]])),
    ).toEqual({ intent: "add", items: [{ productId: "abc", quantity: 2 }], fulfilment: "CLICK_AND_COLLECT", replaceCart: true });
    expect(parseCartForm(form([["intent", "add"], ["productNumber", "SW1"], ["fulfilment", "PIGEON"]]))).toEqual({
      intent: "add",
      items: [{ productNumber: "SW1", quantity: 1 }],
      fulfilment: null,
      replaceCart: false,
    });
  });

  it("computes the stepper's quantity from the shown value and the button's delta", () => {
    expect(parseCartForm(form([["intent", "update"], ["lineItemId", "l1"], ["quantity", "2"], ["delta", "1"]]))).toEqual({ intent: "update", lineItemId: "l1", quantity: 3 });
    expect(parseCartForm(form([["intent", "update"], ["lineItemId", "l1"], ["quantity", "1"], ["delta", "-1"]]))).toEqual({ intent: "update", lineItemId: "l1", quantity: 0 });
    expect(parseCartForm(form([["intent", "update"], ["lineItemId", "l1"], ["quantity", "7"]]))).toEqual({ intent: "update", lineItemId: "l1", quantity: 7 });
    expect(parseCartForm(form([["intent", "update"], ["lineItemId", "l1"], ["quantity", "zwei"]]))).toBe("invalidQuantity");
  });

  it("refuses unknown intents, bad ids and empty codes", () => {
    expect(parseCartForm(form([["intent", "drop-table"]]))).toBe("invalidInput");
    expect(parseCartForm(form([["intent", "remove"], ["lineItemId", "../../x"]]))).toBe("invalidInput");
    expect(parseCartForm(form([["intent", "promo-apply"], ["code", "  "]]))).toBe("emptyCode");
    expect(parseCartForm(form([["intent", "promo-apply"], ["code", "GESUND10"]]))).toEqual({ intent: "promo-apply", code: "GESUND10" });
    expect(parseCartForm(form([["intent", "add"], ["productId", "a"], ["quantity", "0"]]))).toBe("invalidQuantity");
  });
});
