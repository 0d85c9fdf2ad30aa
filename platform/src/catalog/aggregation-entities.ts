import type { EntityLoader } from "../criteria/aggregate.js";
import type { Deps } from "../http/deps.js";
import type { Row } from "../db/translations.js";

/**
 * The catalogue definitions an `entity` aggregation can load (manufacturers, categories, property options),
 * rendered in the language chain; any other definition is unknown (400, as Shopware's registry answers).
 */
export function catalogueEntities(deps: Pick<Deps, "catalogue" | "categories">, chain: string[]): EntityLoader {
  const pick = (all: Map<string, Row>, ids: string[]) => ids.map((id) => all.get(id)).filter((e): e is Row => !!e);
  return (definition, ids) => {
    switch (definition) {
      case "product_manufacturer":
        return deps.catalogue.manufacturers(chain, ids);
      case "category": {
        const all = deps.categories.all(chain);
        return ids.flatMap((id) => {
          const node = all.get(id);
          return node ? [node.entity] : [];
        });
      }
      case "property_group_option":
        return pick(deps.catalogue.properties.all(chain).options, ids);
      default:
        return null;
    }
  };
}
