/**
 * Tagged PDF (PDF/UA's logical structure) for the shop's documents: a screen reader reads the invoice in the
 * document's language, heading by heading, the line items as a table, and skips the decorative rules.
 */
import { readFileSync } from "node:fs";

/**
 * DejaVu Sans (platform/fonts, embedded as a subset): pdfkit's built-in Helvetica is WinAnsi only and has no
 * U+202F, the narrow no-break space French typography puts before ; ! ? and inside « ».
 */
export const FONT = "DejaVu";
export const FONT_BOLD = "DejaVu-Bold";
// read once per process (1.4 MB), not at every document
let files: { regular: Buffer; bold: Buffer } | undefined;
const fontFile = (name: string) => readFileSync(new URL(`../../fonts/${name}`, import.meta.url));

export function registerFonts(doc: PDFKit.PDFDocument): void {
  files ??= { regular: fontFile("DejaVuSans.ttf"), bold: fontFile("DejaVuSans-Bold.ttf") };
  doc.registerFont(FONT, files.regular);
  doc.registerFont(FONT_BOLD, files.bold);
  doc.font(FONT);
}

export type Role = "H1" | "H2" | "P" | "Sect" | "Table" | "TR" | "TH" | "TD";
type Element = PDFKit.PDFStructureElement;

/** The document's root element; everything drawn is added below it, in reading order. */
export function documentRoot(doc: PDFKit.PDFDocument): Element {
  const root = doc.struct("Document");
  doc.addStructure(root);
  return root;
}

/** Draws `draw` as the content of a new element of `role` under `parent` (drawn at once: parent is attached). */
export function tag(doc: PDFKit.PDFDocument, parent: Element, role: Role, draw: () => void, options: { scope?: "Column" | "Row" } = {}): void {
  parent.add(doc.struct(role, options as Parameters<PDFKit.PDFDocument["struct"]>[1], draw));
}

/** Drawing that carries no meaning of its own (rules, the QR-bill's perforation and scissors). */
export function artifact(doc: PDFKit.PDFDocument, draw: () => void): void {
  doc.markContent("Artifact", { type: "Layout" });
  draw();
  doc.endMarkedContent();
}

/** A table element whose rows are drawn cell by cell: the header row's cells are TH (scope Column), the others TD. */
export function table(doc: PDFKit.PDFDocument, parent: Element) {
  const element = doc.struct("Table");
  parent.add(element);
  return {
    row(cells: (() => void)[], header = false) {
      const tr = doc.struct("TR");
      element.add(tr);
      for (const cell of cells) tag(doc, tr, header ? "TH" : "TD", cell, header ? { scope: "Column" } : {});
      tr.end();
    },
    end: () => element.end(),
  };
}

/**
 * A drawing made by another library (swissqrbill's payment part) as a section: each text it prints becomes a P, or
 * an H2 when it is one of `headings`; the lines, scissors and the QR code between them are artifacts (the QR code's
 * content is printed beside it as text).
 */
export function taggedSection(doc: PDFKit.PDFDocument, parent: Element, headings: readonly string[], draw: () => void): void {
  const section = doc.struct("Sect");
  parent.add(section);
  const text = doc.text;
  doc.markContent("Artifact", { type: "Layout" });
  doc.text = function (this: PDFKit.PDFDocument, value: unknown, ...rest: unknown[]) {
    const role = headings.includes(String(value)) ? "H2" : "P";
    // opening structure content closes the artifact that is open
    const content = doc.markStructureContent(role);
    (text as (...args: unknown[]) => PDFKit.PDFDocument).call(doc, value, ...rest);
    doc.endMarkedContent();
    section.add(doc.struct(role, {}, [content]));
    doc.markContent("Artifact", { type: "Layout" });
    return doc;
  } as typeof doc.text;
  try {
    draw();
  } finally {
    doc.text = text;
    doc.endMarkedContent();
    section.end();
  }
}
