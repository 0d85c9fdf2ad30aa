/**
 * Look-ahead into the GraphQL selection: which arguments will a nested field be asked with?
 * `route` uses it to start the listing and the reviews of a page in the same upstream wave as the
 * page's entity, instead of one wave later when their parent field has resolved.
 */
import {
  Kind,
  valueFromASTUntyped,
  type FieldNode,
  type GraphQLAbstractType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from "graphql";

// Structural checks on purpose: the schema may come from another copy of graphql (CJS vs ESM
// build, e.g. under vitest), where graphql's instanceof-based predicates throw.
function isObject(type: GraphQLNamedType | null | undefined): type is GraphQLObjectType {
  return !!type && typeof (type as { getFields?: unknown }).getFields === "function" && "isTypeOf" in type;
}

function isAbstract(type: GraphQLNamedType | null | undefined): type is GraphQLAbstractType {
  return !!type && "resolveType" in type;
}

function namedType(type: unknown): GraphQLNamedType {
  let current = type as { ofType?: unknown };
  while (current.ofType) current = current.ofType as { ofType?: unknown };
  return current as GraphQLNamedType;
}

function appliesTo(info: GraphQLResolveInfo, condition: string | undefined, type: GraphQLObjectType): boolean {
  if (!condition || condition === type.name) return true;
  const abstract = info.schema.getType(condition);
  return isAbstract(abstract) && info.schema.isSubType(abstract, type);
}

/** Argument values of one field selection: defaults, then the literal or variable values. */
function argumentValues(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const arg of field.args) if (arg.defaultValue !== undefined) values[arg.name] = arg.defaultValue;
  for (const arg of node.arguments ?? []) values[arg.name.value] = valueFromASTUntyped(arg.value, variables);
  return values;
}

/** Field nodes named `name` selected on `type` within a selection set (through fragments). */
function fieldsNamed(
  info: GraphQLResolveInfo,
  selectionSet: SelectionSetNode | undefined,
  type: GraphQLObjectType,
  name: string,
  out: FieldNode[] = [],
): FieldNode[] {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === name) out.push(selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (appliesTo(info, selection.typeCondition?.name.value, type)) fieldsNamed(info, selection.selectionSet, type, name, out);
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = info.fragments[selection.name.value];
      if (fragment && appliesTo(info, fragment.typeCondition.name.value, type)) {
        fieldsNamed(info, fragment.selectionSet, type, name, out);
      }
    }
  }
  return out;
}

/**
 * The argument values of every selection of `path` below the current field, when its result is of
 * object type `typeName`. E.g. argumentsAt(info, "ProductRoute", ["product", "reviews"]).
 */
export function argumentsAt(info: GraphQLResolveInfo, typeName: string, path: readonly string[]): Record<string, unknown>[] {
  const start = info.schema.getType(typeName);
  if (!isObject(start) || path.length === 0) return [];
  let nodes: { node: SelectionSetNode | undefined; type: GraphQLObjectType }[] = info.fieldNodes.map((f) => ({
    node: f.selectionSet,
    type: start,
  }));
  const results: Record<string, unknown>[] = [];
  path.forEach((name, depth) => {
    const next: typeof nodes = [];
    for (const { node, type } of nodes) {
      const field = type.getFields()[name];
      if (!field) continue;
      for (const fieldNode of fieldsNamed(info, node, type, name)) {
        if (depth === path.length - 1) {
          results.push(argumentValues(field, fieldNode, info.variableValues));
        } else {
          const childType = namedType(field.type);
          if (isObject(childType)) next.push({ node: fieldNode.selectionSet, type: childType });
        }
      }
    }
    nodes = next;
  });
  return results;
}
