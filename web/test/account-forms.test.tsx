import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fieldErrorRecord } from "~/account/forms.server";
import { CheckboxField, FormError, TextField } from "~/components/forms/Field";
import { isNoticeKey, NOTICES, withNotice } from "~/components/notifications/notices";

describe("form fields", () => {
  it("link label, hint and error to the control", () => {
    const html = renderToStaticMarkup(
      <TextField id="f-email" name="email" label="E-Mail-Adresse" hint="Hinweis" error="Der Wert ist erforderlich" required />,
    );
    expect(html).toContain('<label class="form-field__label" for="f-email">');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-required="true"');
    expect(html).toContain('aria-describedby="f-email-hint f-email-error"');
    expect(html).toContain('<p class="form-field__error" id="f-email-error" data-testid="field-error">Der Wert ist erforderlich</p>');
  });

  it("leave aria-invalid and aria-describedby out when there is nothing to say", () => {
    const html = renderToStaticMarkup(<TextField id="f-city" name="city" label="Ort" />);
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
  });

  it("render user text inert", () => {
    const html = renderToStaticMarkup(
      <>
        <TextField id="f-x" name="x" label="<b>x</b>" error={'<img src=x onerror="alert(1)">'} defaultValue="<script>alert(1)</script>" />
        <FormError message="<script>alert(2)</script>" />
        <CheckboxField id="f-c" name="c" label="ok" />
      </>,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
  });
});

describe("notices after redirects", () => {
  it("only known keys are shown", () => {
    expect(isNoticeKey("login")).toBe(true);
    expect(isNoticeKey("__proto__")).toBe(false);
    expect(isNoticeKey("<script>")).toBe(false);
    expect(Object.values(NOTICES).every((id) => id.startsWith("account."))).toBe(true);
  });

  it("withNotice keeps the path and its query", () => {
    expect(withNotice("/account", "login")).toBe("/account?notice=login");
    expect(withNotice("/it/wishlist?x=1#top", "login")).toBe("/it/wishlist?x=1&notice=login#top");
  });
});

describe("fieldErrorRecord", () => {
  it("maps the gateway's field errors to form controls (first message per field)", () => {
    expect(
      fieldErrorRecord([
        { field: "zipcode", message: "Die Postleitzahl muss 4 Zeichen lang sein" },
        { field: "input.zipcode", message: "second" },
        { field: "billingAddress.city", message: "Ort - Der Wert ist erforderlich" },
      ]),
    ).toEqual({ zipcode: "Die Postleitzahl muss 4 Zeichen lang sein", city: "Ort - Der Wert ist erforderlich" });
    expect(fieldErrorRecord([])).toBeUndefined();
    expect(fieldErrorRecord(null)).toBeUndefined();
  });
});
