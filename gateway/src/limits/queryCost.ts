/**
 * List-aware query cost (issue 20). Armor's cost counted fields, so `products(limit: 100)` nested
 * five times through cross-sellings cost a few hundred points and ran for half a minute. Here a
 * field costs its own weight (objects 2, leaves 1) plus its selection, times the number of items
 * it returns (listSizes.ts): a nested list multiplies, as the work it causes does.
 *
 * graphql-query-complexity (slicknode, graphql 16/17) walks the document — fragments, inline
 * fragments, @include/@skip — with the operation's real variables, so this runs as an Apollo plugin
 * in didResolveOperation (validation rules never see variables), before any resolver or Store API call.
 */
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import { GraphQLError, Kind, visit, type ASTNode, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from "graphql";
import type { ApolloServerPlugin } from "@apollo/server";
import { DEFAULT_LIMIT } from "../catalog/listing.js";
import { DEFAULT_LIST_SIZE, SIZED_FIELDS, TYPICAL_LIST_SIZES } from "./listSizes.js";
import { limitError, localeOf } from "./limitErrors.js";
import { stableStringify } from "../cache/responseCache.js";

/** A size argument above its declared maximum. */
export interface ListSizeViolation {
  field: string;
  argument: string;
  max: number;
  found: number;
  message?: string;
}

/** graphql types without graphql's class checks: the schema may come from the other graphql build (CJS vs ESM). */
type AnyType = { ofType?: AnyType; getFields?: unknown; getTypes?: unknown; toString(): string };

function namedType(type: AnyType): AnyType {
  return type.ofType ? namedType(type.ofType) : type;
}

function isCompositeType(type: AnyType): boolean {
  const named = namedType(type);
  return typeof named.getFields === "function" || typeof named.getTypes === "function";
}

function isList(type: AnyType): boolean {
  return type.toString().replace(/!$/, "").startsWith("[");
}

/** Items a field returns: its size argument (capped at the maximum, violations recorded), else its typical size. */
function itemsOf(key: string, args: Record<string, unknown>, list: boolean, violations: ListSizeViolation[]): number {
  const sized = SIZED_FIELDS[key];
  if (sized) {
    const asked = sized.size(args);
    if (asked !== undefined && asked > sized.max) {
      violations.push({ field: key, argument: sized.argument, max: sized.max, found: asked, ...(sized.message ? { message: sized.message } : {}) });
    }
    return Math.max(1, Math.min(asked ?? sized.default, sized.max));
  }
  return list ? (TYPICAL_LIST_SIZES[key] ?? DEFAULT_LIST_SIZE) : 1;
}

/** The `items` fields a page's selection asks for, through fragments and inline fragments. */
function itemsFields(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  path: string[] = [PAGE_ITEMS],
  seen = new Set<string>(),
): FieldNode[] {
  const found: FieldNode[] = [];
  const [name, ...rest] = path;
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== name) continue;
      if (rest.length === 0) found.push(selection);
      else found.push(...itemsFields(selection.selectionSet, fragments, rest, new Set()));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      found.push(...itemsFields(selection.selectionSet, fragments, path, seen));
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      found.push(...itemsFields(fragments.get(selection.name.value)?.selectionSet, fragments, path, seen));
    }
  }
  return found;
}

/** The list field of a page type (ProductPage, ProductListing, ReviewList, …) that its size argument sizes. */
const PAGE_ITEMS = "items";
/** Every list a size argument may size (`items`, or a declared path's last field such as OrderList.orders). */
const pageLists = new Set([PAGE_ITEMS, ...Object.values(SIZED_FIELDS).flatMap((sized) => sized.items?.slice(-1) ?? [])]);

export function listAwareEstimator(document: DocumentNode, violations: ListSizeViolation[]): ComplexityEstimator {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  // Cost of each page list field as last computed: children are priced just before their parent.
  const itemsCost = new Map<FieldNode, number>();
  return ({ type, field, node, args, childComplexity }) => {
    const key = `${type.name}.${field.name}`;
    const fieldType = field.type as unknown as AnyType;
    const composite = isCompositeType(fieldType);
    const own = composite ? 2 : 1;
    // Lists of scalars (tags, ids) are one value to the gateway: only lists of objects fan out.
    const list = composite && isList(fieldType);
    if (list && pageLists.has(field.name)) {
      // Possibly sized by the field that returned its page (below): remembered per node, counted once here.
      itemsCost.set(node, own + childComplexity);
      if (field.name === PAGE_ITEMS) return own + childComplexity;
    }
    const items = itemsOf(key, args, list, violations);
    if (list) return items * (own + childComplexity);
    const pageItems = itemsFields(node.selectionSet, fragments, SIZED_FIELDS[key]?.items ?? [PAGE_ITEMS]);
    if (pageItems.length === 0) return own + childComplexity;
    // A page: its items times the size asked for (a page nobody sizes holds DEFAULT_LIMIT); total, filters, sortings once.
    const size = SIZED_FIELDS[key] ? items : (TYPICAL_LIST_SIZES[key] ?? DEFAULT_LIMIT);
    const perItem = pageItems.reduce((sum, itemsNode) => sum + (itemsCost.get(itemsNode) ?? 0), 0);
    return own + childComplexity + (size - 1) * perItem;
  };
}

/**
 * The library prices a fragment anew at every spread, so a document reusing fragments is walked far
 * beyond its size; past this many field visits it stops (a node bomb, refused as too costly). The
 * largest document of the tests (every field of every type, includes.test.ts) stays below it, and
 * 20,000 visits take ~15 ms where 50,000 took ~80 ms on a busy two-core machine.
 */
const MAX_EVALUATED_NODES = 20_000;
const TOO_MANY_NODES = /maximum allowed number of nodes/;

export interface OperationCost {
  cost: number;
  violations: ListSizeViolation[];
}

/** The cost of one operation of `document` with its variables (tests and the plugin share it). */
export function operationCost(options: Omit<Parameters<typeof getComplexity>[0], "estimators" | "maxQueryNodes">): OperationCost {
  const violations: ListSizeViolation[] = [];
  const cost = getComplexity({ ...options, maxQueryNodes: MAX_EVALUATED_NODES, estimators: [listAwareEstimator(options.query, violations)] });
  return { cost, violations };
}

/** Costs remembered per document and the values of its cost variables: a client repeating one document is priced once. */
const REMEMBERED_COSTS = 500;

/** Per field name SIZED_FIELDS sizes (`products`, `listing`, …, whatever type they sit on), the arguments its size is read from. */
const SIZE_ARGUMENTS = new Map<string, Set<string>>();
for (const [key, sized] of Object.entries(SIZED_FIELDS)) {
  const name = key.slice(key.indexOf(".") + 1);
  SIZE_ARGUMENTS.set(name, (SIZE_ARGUMENTS.get(name) ?? new Set()).add(sized.reads));
}

/**
 * The variables an operation's cost can depend on: those in a size argument of a field named like a
 * sized field (the size itself or an input object holding it) and those in directives (@include/@skip
 * drop a selection). By field name, not by type, so a variable is never wrongly left out; every
 * other variable (an idempotency key, a search term, an id) cannot change the cost, and keying the
 * remembered cost on it made every placeOrder a miss (issue 26 item 3).
 */
export function costVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  const collect = (node: ASTNode) => visit(node, { Variable: (variable) => void names.add(variable.name.value) });
  visit(document, {
    Field: (field) => {
      const sizeArguments = SIZE_ARGUMENTS.get(field.name.value);
      if (sizeArguments) for (const argument of field.arguments ?? []) if (sizeArguments.has(argument.name.value)) collect(argument);
    },
    Directive: (directive) => void collect(directive),
  });
  return [...names].sort();
}

/** Bounded memo: the oldest entry goes when full (documents come from a finite manifest in production). */
function remembered<T>(limit: number): (key: string, compute: () => T) => T {
  const entries = new Map<string, T>();
  return (key, compute) => {
    if (entries.has(key)) return entries.get(key) as T;
    const value = compute();
    if (entries.size >= limit) entries.delete(entries.keys().next().value as string);
    entries.set(key, value);
    return value;
  };
}

/** Refuses an operation whose list sizes exceed their maxima or whose cost exceeds `maxCost`, with HTTP 400. */
export function queryCostPlugin(maxCost: number): ApolloServerPlugin {
  const costs = remembered<OperationCost | "too-many-nodes">(REMEMBERED_COSTS);
  const variablesOf = remembered<string[]>(REMEMBERED_COSTS);
  const measure = (key: string, run: () => OperationCost): OperationCost | "too-many-nodes" =>
    costs(key, () => {
      try {
        return run();
      } catch (error) {
        if (!TOO_MANY_NODES.test((error as Error).message)) throw error;
        return "too-many-nodes";
      }
    });
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operationName, schema, queryHash }) {
          const locale = localeOf(request.http?.headers);
          const variables = request.variables ?? {};
          let measured: OperationCost | "too-many-nodes";
          try {
            // Variables that cannot change the cost are left out of the key; ill-typed ones are still refused by execution (400).
            const names = variablesOf(queryHash, () => costVariables(document));
            // Absent and null differ (a variable's default applies only when absent), so pick by presence.
            const relevant = Object.fromEntries(names.filter((name) => Object.hasOwn(variables, name)).map((name) => [name, variables[name]]));
            measured = measure(`${queryHash}\u0000${operationName ?? ""}\u0000${stableStringify(relevant)}`, () =>
              operationCost({ schema, query: document, variables, operationName: operationName ?? undefined }),
            );
          } catch (error) {
            // Variables that do not fit the operation: execution would refuse them too, as a client error.
            throw new GraphQLError((error as Error).message, { extensions: { code: "BAD_USER_INPUT", status: 400, http: { status: 400 } } });
          }
          if (measured === "too-many-nodes") throw limitError("cost", maxCost, undefined, locale);
          const [violation] = measured.violations;
          if (violation) {
            const { field, argument, message } = violation;
            throw limitError("listSize", violation.max, violation.found, locale, { field, argument, ...(message ? { message } : {}) });
          }
          if (measured.cost > maxCost) throw limitError("cost", maxCost, measured.cost, locale);
        },
      };
    },
  };
}
