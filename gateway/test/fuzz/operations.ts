/**
 * A schema-driven GraphQL fuzzer (issue 10): from the gateway's introspected schema, fast-check
 * generates operations on every Query and Mutation field with random and hostile arguments (NUL,
 * lone surrogates, path traversal, injection strings, 10 kB strings, 32-bit edges, huge floats,
 * wrong-typed variables). Used by the fixed-seed slice in the test suite and by bench/fuzz.ts.
 * A finding is an answer with HTTP status 5xx or an error coded INTERNAL_SERVER_ERROR, or any
 * operation during which the gateway counted an internal error (gateway_internal_errors_total in its
 * /metrics) — a bug stays a finding whatever code it was answered with (issue 21).
 */
import fc from "fast-check";
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
  Kind,
  parse,
  typeFromAST,
  type OperationDefinitionNode,
} from "graphql";

export const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%00",
  "%E0%A4%A",
  "' OR 1=1 --",
  '"; DROP TABLE product; --',
  "<script>alert(1)</script>",
  "${jndi:ldap://127.0.0.1/x}",
  "{{7*7}}",
  "javascript:alert(1)",
  "//evil.example/",
  "\r\nSet-Cookie: injected=1",
  "0190d0b0a7c67a3c8c9f6b2f3e4d5c6b",
  "ffffffffffffffffffffffffffffffff",
  "/de/",
  "/it/checkout/success/x",
  "-1",
  "1e309",
  "NaN",
  "null",
  "a".repeat(10_000),
  "😀".repeat(300),
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
);
const hostileInt = fc.oneof(fc.constantFrom(0, -1, 1, 2, 100, 2_147_483_647, -2_147_483_648), fc.integer());
const hostileFloat = fc.oneof(fc.constantFrom(0, -0, 0.5, -1, 1e308, -1e308, 5e-324), fc.double({ noNaN: true, noDefaultInfinity: true }));
/** A value of any JSON kind: sent where another type is expected (the gateway must answer 400). */
const anyJson = fc.oneof(hostileString, hostileInt, fc.boolean(), fc.constant(null), fc.constant({ $ne: null }), fc.constant([[[]]]));

function scalarArb(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case "Int":
      return hostileInt;
    case "Float":
      return hostileFloat;
    case "Boolean":
      return fc.boolean();
    case "String":
    case "ID":
      return hostileString;
    default:
      return anyJson;
  }
}

function inputArb(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType as GraphQLInputType, depth);
  return fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: valueOf(type, depth) });
}

function valueOf(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType as GraphQLInputType, depth);
  if (isListType(type)) return fc.array(inputArb(type.ofType as GraphQLInputType, depth + 1), { maxLength: depth > 2 ? 1 : 4 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of fields) record[field.name] = inputArb(field.type, depth + 1);
    return fc.record(record, { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) });
  }
  return scalarArb((type as GraphQLNamedType).name);
}

/** A selection of the return type: leaves (up to 8 per level), objects without required arguments to depth 3. */
function selection(type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type)) return "";
  if (isUnionType(type) || isInterfaceType(type)) {
    const possible = isUnionType(type) ? type.getTypes() : [];
    const fragments = possible.slice(0, 3).map((t) => `... on ${t.name} ${selection(t, depth)}`);
    const own = isInterfaceType(type) ? selection(type, depth).slice(1, -1) : "";
    return `{ __typename ${own} ${fragments.join(" ")} }`;
  }
  if (!isObjectType(type)) return "{ __typename }";
  const parts: string[] = ["__typename"];
  for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
    if (parts.length > 8) break;
    if (field.args.some((a) => isNonNullType(a.type))) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (depth < 3) parts.push(`${field.name} ${selection(named, depth + 1)}`);
  }
  return `{ ${parts.join(" ")} }`;
}

export interface FuzzOperation {
  root: "query" | "mutation";
  /** The root field, or the operation name of a persisted document. */
  field: string;
  query: string;
  variables: Record<string, unknown>;
  /** Sent as this persisted-document hash instead of the text (the storefront's documents). */
  hash?: string;
}

/** The arbitrary of one operation on any root field of `schema`. */
export function operationArbitrary(schema: GraphQLSchema): fc.Arbitrary<FuzzOperation> {
  const roots: { root: "query" | "mutation"; field: GraphQLField<unknown, unknown> }[] = [];
  for (const [root, type] of [["query", schema.getQueryType()], ["mutation", schema.getMutationType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) roots.push({ root, field });
  }
  const perRoot = roots.map(({ root, field }) => {
    const args: Record<string, fc.Arbitrary<unknown>> = {};
    for (const arg of field.args) {
      const value = inputArb(arg.type, 0);
      // One in ten variables has the wrong type altogether.
      args[arg.name] = fc.oneof({ weight: 9, arbitrary: value }, { weight: 1, arbitrary: anyJson });
    }
    const required = field.args.filter((a) => isNonNullType(a.type)).map((a) => a.name);
    const select = selection(getNamedType(field.type), 1);
    return fc.record(args, { requiredKeys: required }).map((variables): FuzzOperation => {
      const used = field.args.filter((a) => a.name in variables);
      const declared = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
      const passed = used.map((a) => `${a.name}: $${a.name}`).join(", ");
      const query = `${root} Fuzz${declared ? `(${declared})` : ""} { ${field.name}${passed ? `(${passed})` : ""} ${select} }`;
      return { root, field: field.name, query, variables };
    });
  });
  return fc.oneof(...perRoot);
}

export async function introspect(gatewayUrl: string): Promise<GraphQLSchema> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const body = (await response.json()) as { data: IntrospectionQuery };
  return buildClientSchema(body.data);
}

export interface FuzzOutcome {
  status: number;
  /** An HTTP 5xx, an INTERNAL_SERVER_ERROR or an internal error counted by the gateway: what must never happen. */
  finding: boolean;
  /** The gateway counted an internal error while answering (whatever the answer's code). */
  internal: boolean;
  /** Error codes in the answer (e.g. BAD_USER_INPUT, UPSTREAM_ERROR). */
  codes: string[];
  /** The upstream answered 5xx (reported apart: the gateway's answer itself is clean; against a healthy platform, a finding). */
  upstream5xx: boolean;
}

/** Internal errors the gateway has counted so far (all operations), from its /metrics. */
export async function internalErrorCount(gatewayUrl: string): Promise<number> {
  const text = await (await fetch(`${gatewayUrl}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith("gateway_internal_errors_total{"))
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
}

/**
 * The storefront's own documents (the codegen manifest, hash → text) by hash, with hostile variables
 * (one in ten of any type): what anybody can send to the shop's `/graphql`, which takes nothing else.
 */
export function persistedOperationArbitrary(schema: GraphQLSchema, manifest: Record<string, string>): fc.Arbitrary<FuzzOperation> {
  const perDocument = Object.entries(manifest).flatMap(([key, text]) => {
    const definition = parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    if (!definition || definition.operation === "subscription") return [];
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
      record[variable.variable.name.value] = type ? fc.oneof({ weight: 9, arbitrary: valueOf(type, 0) }, { weight: 1, arbitrary: anyJson }) : anyJson;
    }
    const hash = key.replace(/^sha256:/, "");
    const root = definition.operation as FuzzOperation["root"];
    return [fc.record(record).map((variables): FuzzOperation => ({ root, field: definition.name?.value ?? hash.slice(0, 12), query: text, variables, hash }))];
  });
  return fc.oneof(...perDocument);
}

/** Sends `operation` to `target` (default: the gateway; the web's /graphql for persisted documents) and judges the answer. */
export async function send(gatewayUrl: string, operation: FuzzOperation, headers: Record<string, string> = {}, target = gatewayUrl): Promise<FuzzOutcome> {
  const internalBefore = await internalErrorCount(gatewayUrl);
  const body = operation.hash
    ? { variables: operation.variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } } }
    : { query: operation.query, variables: operation.variables };
  const response = await fetch(`${target}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-shop-locale": "de", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const internal = (await internalErrorCount(gatewayUrl)) > internalBefore;
  let errors: { extensions?: { code?: string; status?: number } }[] = [];
  try {
    errors = (JSON.parse(text) as { errors?: typeof errors }).errors ?? [];
  } catch {
    return { status: response.status, finding: true, internal, codes: ["NOT_JSON"], upstream5xx: false };
  }
  const codes = errors.map((e) => e.extensions?.code ?? "NONE");
  return {
    status: response.status,
    finding: response.status >= 500 || codes.includes("INTERNAL_SERVER_ERROR") || internal,
    internal,
    codes,
    upstream5xx: errors.some((e) => (e.extensions?.status ?? 0) >= 500),
  };
}

/** `count` operations from a fixed seed (the same operations on every run). */
export function sampleOperations(schema: GraphQLSchema, count: number, seed: number): FuzzOperation[] {
  return fc.sample(operationArbitrary(schema), { numRuns: count, seed });
}

/** `count` persisted-document operations from a fixed seed. */
export function samplePersistedOperations(schema: GraphQLSchema, manifest: Record<string, string>, count: number, seed: number): FuzzOperation[] {
  return fc.sample(persistedOperationArbitrary(schema, manifest), { numRuns: count, seed });
}

/** Generated junk for web paths (bench/fuzz.ts): a locale prefix, random code points and a hostile string, URL-encoded. */
export function junkPaths(count: number, seed: number): string[] {
  const parts = fc.tuple(
    fc.constantFrom("", "/de", "/it", "/fr", "/de/checkout", "/fr/account"),
    fc.string({ unit: "binary", maxLength: 30 }),
    fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 100)),
  );
  return fc.sample(parts, { numRuns: count, seed }).map(([prefix, junk, hostile]) => `${prefix}/${encodeJunk(junk)}${encodeJunk(hostile)}`);
}

/** encodeURIComponent, except that a lone surrogate becomes the invalid UTF-8 it would be (%ED%A0%80). */
function encodeJunk(text: string): string {
  let out = "";
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      out += "%ED%A0%80";
    }
  }
  return out;
}
