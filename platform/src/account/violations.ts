import { ShopwareError, type ShopwareErrorEntry } from "../http/errors.js";

/** Symfony renders {{ value }} like PHP's var_export-ish formatter: strings quoted, null/bools as words. */
function renderValue(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return `"${value.length > 64 ? `${value.slice(0, 64)}...` : value}"`;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return String(value);
  return Array.isArray(value) ? "array" : "object";
}

// Bidi overrides/isolates and C0/C1 control characters: invisible, reorder text (spoofing), or break mails/CSV.
// Zero-width joiners etc. are legitimate in some scripts and are stored verbatim (rendering is the web's job).
const FORBIDDEN_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * Collects Symfony-style constraint violations and throws them as Shopware's
 * ConstraintViolationException body: one entry per violation, code "VIOLATION::<ERROR_NAME>",
 * title "Constraint violation error", source.pointer "/field" and meta.parameters {"{{ value }}": ...}.
 */
export class Violations {
  private readonly entries: ShopwareErrorEntry[] = [];

  add(pointer: string, errorName: string, detail: string, parameters: Record<string, unknown> = {}): this {
    const rendered = detail.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => String(parameters[`{{ ${k} }}`] ?? m));
    this.entries.push({
      code: `VIOLATION::${errorName}`,
      status: "400",
      title: "Constraint violation error",
      detail: rendered,
      source: { pointer },
      meta: { parameters },
    });
    return this;
  }

  has(pointer: string): boolean {
    return this.entries.some((e) => e.source?.pointer === pointer);
  }

  get count(): number {
    return this.entries.length;
  }

  blank(pointer: string, value: unknown): this {
    return this.add(pointer, "IS_BLANK_ERROR", "This value should not be blank.", { "{{ value }}": renderValue(value) });
  }

  /**
   * Required/optional string field: NotBlank (when required), Type(string), Length(max), no control
   * characters. Returns the string (untrimmed: stored verbatim) or undefined when invalid/absent.
   */
  string(pointer: string, value: unknown, opts: { required?: boolean; max?: number; min?: number } = {}): string | undefined {
    const max = opts.max ?? 255;
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      if (opts.required) this.blank(pointer, value);
      return undefined;
    }
    if (typeof value !== "string") {
      this.add(pointer, "INVALID_TYPE_ERROR", "This value should be of type {{ type }}.", { "{{ value }}": renderValue(value), "{{ type }}": "string" });
      return undefined;
    }
    if ([...value].length > max) {
      this.add(pointer, "TOO_LONG_ERROR", `This value is too long. It should have {{ limit }} character${max === 1 ? "" : "s"} or less.`, {
        "{{ value }}": renderValue(value),
        "{{ limit }}": max,
        "{{ value_length }}": [...value].length,
      });
      return undefined;
    }
    if (opts.min !== undefined && [...value].length < opts.min) {
      this.add(pointer, "TOO_SHORT_ERROR", `This value is too short. It should have {{ limit }} character${opts.min === 1 ? "" : "s"} or more.`, {
        "{{ value }}": renderValue(value),
        "{{ limit }}": opts.min,
        "{{ value_length }}": [...value].length,
      });
      return undefined;
    }
    if (FORBIDDEN_CHARS.test(value)) {
      this.add(pointer, "REGEX_FAILED_ERROR", "This value is not valid.", { "{{ value }}": renderValue(value), "{{ pattern }}": "no control characters" });
      return undefined;
    }
    return value;
  }

  /** NotBlank + Email (Symfony's "html5" mode pattern) + max 254. Returns the address lower-cased and trimmed. */
  email(pointer: string, value: unknown, required = true): string | undefined {
    const s = this.string(pointer, value, { required, max: 254 });
    if (s === undefined) return undefined;
    const email = s.trim();
    if (!/^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/.test(email)) {
      this.add(pointer, "INVALID_FORMAT_ERROR", "This value is not a valid email address.", { "{{ value }}": renderValue(value) });
      return undefined;
    }
    return email.toLowerCase();
  }

  /** Shopware's EntityExists constraint for ids (salutation, country, state, customer group). */
  entity(pointer: string, value: unknown, entity: string, exists: (id: string) => boolean, required: boolean): string | undefined {
    if (value === undefined || value === null || value === "") {
      if (required) this.blank(pointer, value);
      return undefined;
    }
    if (typeof value !== "string" || !exists(value)) {
      this.add(pointer, "ENTITY_DOES_NOT_EXISTS", "The {{ entity }} entity with {{ primaryProperty }} {{ id }} does not exist.", {
        "{{ id }}": renderValue(value),
        "{{ entity }}": entity,
        "{{ primaryProperty }}": "id",
      });
      return undefined;
    }
    return value;
  }

  choice(pointer: string, value: unknown, choices: string[]): string | undefined {
    if (typeof value === "string" && choices.includes(value)) return value;
    this.add(pointer, "NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice.", {
      "{{ value }}": renderValue(value),
      "{{ choices }}": choices.map((c) => `"${c}"`).join(", "),
    });
    return undefined;
  }

  notEqual(pointer: string, value: unknown): this {
    return this.add(pointer, "NOT_EQUAL_ERROR", "This value should be equal to {{ compared_value }}.", {
      "{{ value }}": renderValue(value),
      "{{ compared_value }}": '"***"',
      "{{ compared_value_type }}": "string",
    });
  }

  throwIfAny(): void {
    if (this.entries.length === 0) return;
    const err = new ShopwareError(400, this.entries[0]!.code, this.entries[0]!.detail);
    err.entries.splice(0, err.entries.length, ...this.entries);
    throw err;
  }
}

/** A JSON body that is not an object (array, string, number) is treated as empty, so every field reports. */
export function bodyOf(body: unknown): Record<string, unknown> {
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
