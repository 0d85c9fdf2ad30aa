/** GraphQL selections built from the schema, for tests that compare every field of a type. */
import { getNamedType, isAbstractType, isNonNullType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from "graphql";

/**
 * A selection of every field of `type` but `skip`, recursively, abstract types through a fragment per
 * possible type: Product at most twice on a path (a product page and its cross-selling products), any
 * other object type once. Fields inside fragments are aliased by their type (union members may share
 * a field name with different types, which one selection cannot hold).
 */
export function selectAll(schema: GraphQLSchema, type: GraphQLObjectType, path: string[], skip: Set<string>, aliased = false): string {
  const allowed = (name: string) => path.filter((seen) => seen === name).length < (name === "Product" ? 2 : 1);
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    const name = aliased ? `${type.name}_${field.name}: ${field.name}` : field.name;
    if (skip.has(`${type.name}.${field.name}`)) continue;
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isAbstractType(named)) {
      const fragments = schema
        .getPossibleTypes(named)
        .filter((possible) => allowed(possible.name))
        .map((possible) => `... on ${possible.name} { ${selectAll(schema, possible, [...path, possible.name], skip, true)} }`);
      parts.push(`${name} { __typename ${fragments.join(" ")} }`);
    } else if (isObjectType(named)) {
      if (!allowed(named.name)) continue;
      const inner = selectAll(schema, named, [...path, named.name], skip);
      if (inner) parts.push(`${name} { ${inner} }`);
    } else parts.push(name);
  }
  return parts.join(" ");
}
