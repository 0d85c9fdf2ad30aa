/**
 * The pharmacy map's fixed frame, shared by the geodata build step (scripts/build-swiss-map.ts)
 * and the marker projection, so markers land exactly on the drawn map.
 */

/** SVG user units across; the height follows from the projected extent of CH + LI. */
export const MAP_WIDTH = 1000;
/** Room around the country so markers at the border are not cut off. */
export const MAP_PADDING = 16;
/**
 * d3 rotation that puts Bern (old observatory, LV95 origin 7.4396° E, 46.9524° N) at the centre of a
 * Mercator: a spherical oblique Mercator like the Swiss national grid, so the country looks as on
 * swisstopo maps.
 */
export const MAP_ROTATION: [number, number] = [-7.439583333333333, -46.95240555555556];
