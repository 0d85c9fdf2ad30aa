/**
 * Catalogue page data as it is serialised into the HTML (React Router loader data): one copying walk leaves out what
 * the components never read — plain `__typename`s (typenames.ts) and thumbnail URLs the image's own URL gives again
 * (images.ts). Shared entities (apollo/shareEntities.ts) stay shared.
 */
import { thumbnailsWithoutDerivedUrls } from "./images";
import { hasPlainTypename } from "./typenames";
import { copyObjects, OMIT } from "./walk";

export function compactPageData<T>(data: T): T {
  return copyObjects(data, (record, name) => {
    if (name === "__typename") return hasPlainTypename(record) ? OMIT : record[name];
    if (name === "thumbnails") return thumbnailsWithoutDerivedUrls(record);
    return record[name];
  });
}
