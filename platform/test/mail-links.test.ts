import { describe, expect, it } from "vitest";
import { storefrontLink } from "../src/mail/links.js";

describe("mail links", () => {
  it("start at the storefront domain of the mail's language", () => {
    expect(storefrontLink("https://shop.example.ch", "de", "/login")).toBe("https://shop.example.ch/login");
    expect(storefrontLink("https://shop.example.ch/", "it", "/login")).toBe("https://shop.example.ch/it/login");
    expect(storefrontLink("https://shop.example.ch", "fr", "/newsletter-subscribe?em=a&hash=b")).toBe("https://shop.example.ch/fr/newsletter-subscribe?em=a&hash=b");
    // a storefront URL that already names a language domain is moved to the mail's language
    expect(storefrontLink("https://shop.example.ch/it", "fr", "/login")).toBe("https://shop.example.ch/fr/login");
    expect(storefrontLink("https://shop.example.ch/fr/", "de", "/login")).toBe("https://shop.example.ch/login");
  });
});
