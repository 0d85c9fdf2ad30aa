/**
 * Catalogue page data as it is serialised into the HTML (React Router loader data): one walk drops what the
 * components never read — plain `__typename`s (typenames.ts) and thumbnail URLs the image's own URL gives again
 * (images.ts). Shared entities (apollo/shareEntities.ts) stay shared: each object is changed once, in place.
 */
import { dropDerivedThumbnailUrls } from "./images";
import { dropPlainTypename } from "./typenames";
import { eachObject } from "./walk";

export function compactPageData<T>(data: T): T {
  eachObject(data, (record) => {
    dropPlainTypename(record);
    dropDerivedThumbnailUrls(record);
  });
  return data;
}
