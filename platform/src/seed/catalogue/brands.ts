/**
 * Fictional brands (A–Z) of the generated catalogue, grouped by the sector they make products for.
 * The 13 brands of the original hand-written products stay in data.ts (MANUFACTURERS).
 */
export type Sector = "medicine" | "supplement" | "beauty" | "bodycare" | "baby" | "household";

export interface Brand {
  key: string;
  name: string;
  sectors: Sector[];
  /** packshot colour */
  color: string;
}

const b = (name: string, sectors: Sector[], color: string): Brand => ({
  key: name.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-"),
  name,
  sectors,
  color,
});

export const BRANDS: Brand[] = [
  b("Algora", ["medicine"], "#2b6cb0"),
  b("Arnicor", ["medicine", "bodycare"], "#c05621"),
  b("Aurelia Naturals", ["supplement"], "#b7791f"),
  b("Avelia", ["beauty"], "#d53f8c"),
  b("Bébé Douce", ["baby"], "#ed64a6"),
  b("Bergmatt", ["bodycare"], "#2f855a"),
  b("Bionara", ["baby", "supplement"], "#38a169"),
  b("Calmora", ["medicine"], "#553c9a"),
  b("Clarissa", ["beauty"], "#b83280"),
  b("Cutisana", ["bodycare", "medicine"], "#dd6b20"),
  b("Dentalis", ["bodycare"], "#3182ce"),
  b("Dermaluna", ["beauty"], "#805ad5"),
  b("Dolomed", ["medicine"], "#c53030"),
  b("Elvaria", ["beauty"], "#97266d"),
  b("Enzymo", ["supplement"], "#2c7a7b"),
  b("Evidenta", ["medicine"], "#2a4365"),
  b("Fidelia", ["household"], "#4a5568"),
  b("Floraviva", ["bodycare"], "#68d391"),
  b("Fortivis", ["supplement"], "#e53e3e"),
  b("Gletscherquell", ["bodycare"], "#4299e1"),
  b("Granovit", ["supplement"], "#d69e2e"),
  b("Helvicare", ["supplement", "medicine"], "#c53030"),
  b("Herbaluce", ["medicine", "supplement"], "#276749"),
  b("Hygenia", ["household"], "#319795"),
  b("Immunara", ["supplement"], "#dd6b20"),
  b("Insectix", ["household"], "#744210"),
  b("Iridea", ["beauty"], "#6b46c1"),
  b("Jolie Peau", ["beauty"], "#f687b3"),
  b("Juravit", ["supplement"], "#2f855a"),
  b("Kamillis", ["bodycare", "baby"], "#ecc94b"),
  b("Kindaro", ["baby"], "#4299e1"),
  b("Kiwanda", ["baby"], "#48bb78"),
  b("Lacuna Skin", ["beauty"], "#2c5282"),
  b("Lindenhof", ["baby", "supplement"], "#9c4221"),
  b("Lumivera", ["beauty"], "#d69e2e"),
  b("Marisol", ["beauty"], "#ed8936"),
  b("Medalpin", ["medicine"], "#285e61"),
  b("Mirabelle Cosmétique", ["beauty"], "#b83280"),
  b("Nordlicht Pharma", ["medicine"], "#1a365d"),
  b("Novacura", ["medicine"], "#2b6cb0"),
  b("Oleavera", ["bodycare"], "#718096"),
  b("Optivia", ["supplement", "medicine"], "#3182ce"),
  b("Pharmalp", ["medicine"], "#e53e3e"),
  b("Pulsana", ["household"], "#2d3748"),
  b("Purelia", ["bodycare", "beauty"], "#81e6d9"),
  b("Quellwerk", ["household"], "#2b6cb0"),
  b("Quintessa", ["supplement"], "#6b46c1"),
  b("Rhenovit", ["medicine", "supplement"], "#c05621"),
  b("Rosalind", ["beauty"], "#e53e3e"),
  b("Sanoderm", ["bodycare", "medicine"], "#4a5568"),
  b("Santeva", ["medicine"], "#38a169"),
  b("Sonnalp", ["beauty"], "#f6ad55"),
  b("Tessivita", ["supplement"], "#dd6b20"),
  b("Thymara", ["medicine"], "#2f855a"),
  b("Ultracare Suisse", ["bodycare"], "#c53030"),
  b("Urbana", ["household"], "#718096"),
  b("Vallemed", ["medicine"], "#2c5282"),
  b("Verdissima", ["bodycare", "household"], "#48bb78"),
  b("Waldmoos", ["bodycare"], "#276749"),
  b("Weissberg", ["household"], "#a0aec0"),
  b("Xenia Beauty", ["beauty"], "#d53f8c"),
  b("Xylosan", ["household"], "#38b2ac"),
  b("Ysalis", ["beauty"], "#9f7aea"),
  b("Yuna Baby", ["baby"], "#fbb6ce"),
  b("Zermatta", ["household"], "#4299e1"),
  b("Zirbelhof", ["bodycare"], "#975a16"),
];

export function brandsFor(sector: Sector): Brand[] {
  return BRANDS.filter((x) => x.sectors.includes(sector));
}
