/**
 * Store API refusals → typed, localised account results (SPEC §8), without a platform.
 */
import { describe, expect, it } from "vitest";
import { failureResult, fieldOfPointer } from "../../src/account/failures.js";
import { StoreApiHttpError, StoreApiNetworkError, StoreApiTimeoutError } from "../../src/errors/upstream.js";

const violation = (pointer: string, code: string, detail: string, parameters: Record<string, unknown> = {}) => ({
  status: "400",
  code,
  title: "Constraint violation error",
  detail,
  source: { pointer },
  meta: { parameters },
});

const http = (status: number, ...errors: object[]) => new StoreApiHttpError(status, errors);

describe("failureResult", () => {
  it("registration not active, in de, it and fr", () => {
    const error = http(403, { status: "403", code: "CHECKOUT__REGISTRATION_NOT_ACTIVE", detail: "Registration is currently not active." });
    expect(failureResult(error, "de")).toMatchObject({
      ok: false,
      errorCode: "REGISTRATION_INACTIVE",
      message: "Die Registrierung ist zurzeit nicht aktiv. Bitte versuchen Sie es später erneut.",
    });
    expect(failureResult(error, "it").message).toBe("La registrazione non è attualmente attiva. Riprovi più tardi.");
    expect(failureResult(error, "fr").message).toBe("L'inscription n'est pas active pour le moment. Veuillez réessayer plus tard.");
  });

  it("login throttling tells how long to wait", () => {
    const error = http(429, { status: "429", code: "CHECKOUT__CUSTOMER_AUTH_THROTTLED", detail: "throttled", meta: { parameters: { seconds: 30 } } });
    expect(failureResult(error, "de")).toMatchObject({
      errorCode: "LOGIN_THROTTLED",
      message: "Zu viele Anmeldeversuche. Bitte versuchen Sie es in 30 Sekunden erneut.",
    });
  });

  it("blank-field violations are shown as 'field - detail' (SPEC §5), on the input field", () => {
    const error = http(
      400,
      violation("/billingAddress/zipcode", "VIOLATION::IS_BLANK_ERROR", "This value should not be blank."),
      violation("/billingAddress/street", "c1051bb4-d103-4f74-8988-acbcafc7fdc3", "Dieser Wert sollte nicht leer sein."),
    );
    const result = failureResult(error, "de");
    expect(result).toMatchObject({ ok: false, errorCode: "INVALID_INPUT", message: "Bitte überprüfen Sie Ihre Eingaben." });
    expect(result.fieldErrors).toEqual([
      { field: "zipcode", message: "PLZ - This value should not be blank.", rule: "VIOLATION::IS_BLANK_ERROR" },
      { field: "street", message: "Strasse und Hausnummer - Dieser Wert sollte nicht leer sein.", rule: "c1051bb4-d103-4f74-8988-acbcafc7fdc3" },
    ]);
    expect(failureResult(error, "fr").fieldErrors[0]!.message).toBe("NPA - This value should not be blank.");
  });

  it("known violations get the shop's localised rule texts", () => {
    const error = http(
      400,
      violation("/email", "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE", 'The email address "a@b.ch" is already in use.', { "{{ email }}": "a@b.ch" }),
      violation("/billingAddress/zipcode", "VIOLATION::ZIP_CODE_INVALID", "not valid for LI"),
      violation("/lastName", "VIOLATION::TOO_LONG_ERROR", "too long", { "{{ limit }}": 255 }),
      violation("/newPasswordConfirm", "VIOLATION::NOT_EQUAL_ERROR", "not equal"),
    );
    const result = failureResult(error, "it");
    expect(result.errorCode).toBe("EMAIL_TAKEN");
    expect(result.message).toBe("L'indirizzo e-mail a@b.ch è già in uso.");
    expect(result.fieldErrors.map((e) => [e.field, e.message])).toEqual([
      ["email", "L'indirizzo e-mail a@b.ch è già in uso."],
      ["zipcode", "Il codice postale non corrisponde al paese selezionato"],
      ["lastName", "Lunghezza massima 255"],
      ["newPasswordConfirmation", "Le password non corrispondono"],
    ]);
  });

  it("network errors, time-outs and 5xx give the generic message, never upstream details", () => {
    for (const error of [
      new StoreApiNetworkError("Store API unreachable: connect ECONNREFUSED 10.0.0.1:8000"),
      new StoreApiTimeoutError(10_000),
      http(500, { status: "500", code: "FRAMEWORK__SQL", detail: "SQLSTATE[42S02] secret table" }),
      http(502),
    ]) {
      const result = failureResult(error, "de");
      expect(result).toEqual({
        ok: false,
        errorCode: "UNAVAILABLE",
        message: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
        fieldErrors: [],
      });
    }
  });

  it("a refused storefront URL is a configuration problem, not a user error", () => {
    const error = http(400, violation("/storefrontUrl", "VIOLATION::NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice."));
    expect(failureResult(error, "de")).toMatchObject({ errorCode: "UNAVAILABLE", fieldErrors: [] });
  });

  it("operation fallbacks and overrides", () => {
    const error = http(400, { status: "400", code: "SOMETHING__ELSE", detail: "nope" });
    expect(failureResult(error, "de", { fallback: "account.addressDeleteFailed" })).toMatchObject({
      errorCode: "FAILED",
      message: "Die Adresse konnte nicht gelöscht werden.",
    });
    expect(failureResult(http(403, { status: "403", code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN" }), "fr")).toMatchObject({
      errorCode: "NOT_LOGGED_IN",
      message: "Veuillez vous connecter.",
    });
    const expired = http(410, { status: "410", code: "CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED" });
    expect(failureResult(expired, "de")).toMatchObject({ errorCode: "LINK_INVALID", message: "Der Link ist ungültig oder abgelaufen." });
  });
});

describe("fieldOfPointer", () => {
  it("maps Store API pointers to GraphQL input fields", () => {
    expect(fieldOfPointer("/billingAddress/zipcode")).toBe("zipcode");
    expect(fieldOfPointer("/shippingAddress/countryId")).toBe("countryId");
    expect(fieldOfPointer("/newPasswordConfirm")).toBe("newPasswordConfirmation");
    expect(fieldOfPointer("/birthdayYear")).toBe("birthday");
    expect(fieldOfPointer("/email")).toBe("email");
  });
});
