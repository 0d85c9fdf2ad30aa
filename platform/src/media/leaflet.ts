import type { MailLang } from "../mail/templates.js";

/**
 * A package leaflet as a public media row holds it (`media.render`, mime application/pdf): what the PDF prints.
 * The route draws it on request (document/pdf.ts renderLeafletPdf), as packshots are drawn from theirs.
 */
export interface LeafletSpec {
  kind: "leaflet";
  lang: MailLang;
  title: string;
  sections: { heading: string; text: string }[];
}

/** The leaflet's media file name per language, served as /media/{name}.pdf. */
export const leafletFileName = (productId: string, lang: MailLang) => `${productId}-leaflet-${lang}`;

export function isLeafletSpec(value: unknown): value is LeafletSpec {
  const spec = value as Partial<LeafletSpec> | null;
  return !!spec && spec.kind === "leaflet" && typeof spec.title === "string" && Array.isArray(spec.sections);
}
