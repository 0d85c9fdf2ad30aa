/**
 * The fictitious partner pharmacies of the demo shop. Names are invented (any likeness to a real
 * pharmacy is accidental); streets, zip codes, towns, telephone area codes and coordinates (WGS84,
 * in the town named) are real so the map, the distance search and the zip search behave as in
 * production. Phone numbers and e-mail addresses are generated (seed-pharmacies.ts) and fictitious.
 *
 * profile: which weekly-hours pattern the pharmacy follows (hours-profiles.ts); holidays: a yearly
 * company-holiday range (MM-DD..MM-DD) for the smaller, owner-run pharmacies.
 */
export type HoursProfile = "lunch" | "through" | "village" | "romand" | "ticino" | "station20" | "station21";

export interface PartnerEntry {
  name: string;
  street: string;
  zipcode: string;
  city: string;
  canton: string;
  latitude: number;
  longitude: number;
  /** telephone area code without the leading 0 (Liechtenstein: "423", the country code) */
  area: string;
  profile: HoursProfile;
  holidays?: string;
}

type Row = [name: string, street: string, zip: string, city: string, canton: string, lat: number, lon: number, area: string, profile: HoursProfile, holidays?: string];

const ROWS: Row[] = [
  // Zürich
  ["Apotheke am Hauptbahnhof Zürich", "Bahnhofplatz 15", "8001", "Zürich", "ZH", 47.3779, 8.5403, "44", "station21"],
  ["Limmat-Apotheke Zürich", "Limmatquai 64", "8001", "Zürich", "ZH", 47.3725, 8.5436, "44", "through"],
  ["Apotheke Oerlikon Markt", "Schaffhauserstrasse 350", "8050", "Zürich", "ZH", 47.4108, 8.5446, "44", "through"],
  ["Apotheke Wiedikon", "Birmensdorferstrasse 155", "8003", "Zürich", "ZH", 47.3701, 8.5172, "44", "lunch"],
  ["Seefeld-Apotheke Zürich", "Seefeldstrasse 90", "8008", "Zürich", "ZH", 47.3590, 8.5516, "44", "lunch"],
  ["Apotheke am Bahnhof Winterthur", "Bahnhofplatz 7", "8400", "Winterthur", "ZH", 47.5001, 8.7238, "52", "station20"],
  ["Altstadt-Apotheke Winterthur", "Marktgasse 40", "8400", "Winterthur", "ZH", 47.4998, 8.7296, "52", "lunch"],
  ["Apotheke Uster Zentrum", "Bankstrasse 12", "8610", "Uster", "ZH", 47.3489, 8.7190, "44", "lunch", "07-20..08-02"],
  ["Seeapotheke Wädenswil", "Zugerstrasse 8", "8820", "Wädenswil", "ZH", 47.2297, 8.6717, "44", "lunch"],
  ["Apotheke Dietikon Zentral", "Zürcherstrasse 20", "8953", "Dietikon", "ZH", 47.4043, 8.4003, "44", "through"],
  ["Apotheke Bülach Süd", "Marktgasse 5", "8180", "Bülach", "ZH", 47.5206, 8.5404, "44", "village", "10-05..10-17"],
  ["Glattal-Apotheke Dübendorf", "Bahnhofstrasse 30", "8600", "Dübendorf", "ZH", 47.3975, 8.6184, "44", "lunch"],
  // Bern
  ["Apotheke im Bahnhof Bern", "Bahnhofplatz 10", "3011", "Bern", "BE", 46.9490, 7.4391, "31", "station21"],
  ["Zytglogge-Apotheke Bern", "Kramgasse 20", "3011", "Bern", "BE", 46.9479, 7.4493, "31", "lunch"],
  ["Apotheke Breitenrain", "Breitenrainplatz 40", "3014", "Bern", "BE", 46.9598, 7.4556, "31", "through"],
  ["Apotheke Bälliz Thun", "Bälliz 30", "3600", "Thun", "BE", 46.7591, 7.6294, "33", "lunch"],
  ["Apotheke Zentralplatz Biel", "Zentralstrasse 45", "2502", "Biel/Bienne", "BE", 47.1384, 7.2471, "32", "through"],
  ["Apotheke Oberstadt Burgdorf", "Hohengasse 15", "3400", "Burgdorf", "BE", 47.0574, 7.6256, "34", "village", "07-13..07-31"],
  ["Apotheke Marktgasse Langenthal", "Marktgasse 12", "4900", "Langenthal", "BE", 47.2151, 7.7934, "62", "lunch"],
  ["Apotheke Höheweg Interlaken", "Höheweg 20", "3800", "Interlaken", "BE", 46.6864, 7.8591, "33", "lunch"],
  ["Pharmacie de l'Erguël Saint-Imier", "Rue Francillon 20", "2610", "Saint-Imier", "BE", 47.1530, 6.9976, "32", "romand", "07-20..08-08"],
  // Vaud
  ["Pharmacie de la Gare Lausanne", "Place de la Gare 9", "1003", "Lausanne", "VD", 46.5168, 6.6291, "21", "station21"],
  ["Pharmacie de la Palud", "Place de la Palud 12", "1003", "Lausanne", "VD", 46.5214, 6.6330, "21", "romand"],
  ["Pharmacie d'Ouchy", "Avenue d'Ouchy 60", "1006", "Lausanne", "VD", 46.5106, 6.6286, "21", "romand"],
  ["Pharmacie du Lac Montreux", "Grand-Rue 50", "1820", "Montreux", "VD", 46.4334, 6.9107, "21", "romand"],
  ["Pharmacie du Marché Vevey", "Rue du Simplon 20", "1800", "Vevey", "VD", 46.4614, 6.8444, "21", "romand"],
  ["Pharmacie du Château Nyon", "Rue de la Gare 15", "1260", "Nyon", "VD", 46.3826, 6.2394, "22", "romand"],
  ["Pharmacie du Lac Yverdon", "Rue du Lac 30", "1400", "Yverdon-les-Bains", "VD", 46.7789, 6.6411, "24", "romand", "07-27..08-14"],
  ["Pharmacie de la Grand-Rue Morges", "Grand-Rue 70", "1110", "Morges", "VD", 46.5106, 6.4975, "21", "romand"],
  // Aargau
  ["Apotheke am Bahnhof Aarau", "Bahnhofplatz 3", "5000", "Aarau", "AG", 47.3912, 8.0511, "62", "station20"],
  ["Altstadt-Apotheke Aarau", "Rathausgasse 10", "5000", "Aarau", "AG", 47.3925, 8.0445, "62", "lunch"],
  ["Apotheke Weite Gasse Baden", "Weite Gasse 20", "5400", "Baden", "AG", 47.4726, 8.3075, "56", "through"],
  ["Apotheke Wettingen Zentrum", "Landstrasse 80", "5430", "Wettingen", "AG", 47.4660, 8.3241, "56", "lunch"],
  ["Apotheke Neumarkt Brugg", "Neumarkt 2", "5200", "Brugg", "AG", 47.4849, 8.2071, "56", "lunch"],
  ["Freiamt-Apotheke Wohlen", "Zentralstrasse 40", "5610", "Wohlen", "AG", 47.3511, 8.2779, "56", "village", "07-06..07-19"],
  ["Apotheke Marktgasse Rheinfelden", "Marktgasse 30", "4310", "Rheinfelden", "AG", 47.5545, 7.7945, "61", "lunch"],
  // St. Gallen
  ["Apotheke am Bahnhof St. Gallen", "Bahnhofplatz 2", "9000", "St. Gallen", "SG", 47.4232, 9.3699, "71", "station20"],
  ["Klosterhof-Apotheke St. Gallen", "Marktgasse 15", "9000", "St. Gallen", "SG", 47.4244, 9.3765, "71", "lunch"],
  ["Apotheke am Hauptplatz Rapperswil", "Hauptplatz 5", "8640", "Rapperswil-Jona", "SG", 47.2269, 8.8172, "55", "lunch"],
  ["Apotheke Obere Bahnhofstrasse Wil", "Obere Bahnhofstrasse 20", "9500", "Wil", "SG", 47.4619, 9.0436, "71", "through"],
  ["Rheintal-Apotheke Buchs", "Bahnhofstrasse 30", "9470", "Buchs SG", "SG", 47.1674, 9.4776, "81", "lunch"],
  ["Apotheke Gossau Zentrum", "St. Gallerstrasse 50", "9200", "Gossau SG", "SG", 47.4154, 9.2546, "71", "village"],
  // Genève
  ["Pharmacie de Cornavin", "Place de Cornavin 5", "1201", "Genève", "GE", 46.2099, 6.1424, "22", "station21"],
  ["Pharmacie du Molard", "Place du Molard 7", "1204", "Genève", "GE", 46.2040, 6.1474, "22", "romand"],
  ["Pharmacie de Plainpalais", "Rue de Carouge 30", "1205", "Genève", "GE", 46.1962, 6.1416, "22", "romand"],
  ["Pharmacie du Marché de Carouge", "Place du Marché 10", "1227", "Carouge", "GE", 46.1836, 6.1394, "22", "romand"],
  ["Pharmacie des Eaux-Vives", "Rue des Eaux-Vives 60", "1207", "Genève", "GE", 46.2031, 6.1601, "22", "romand"],
  ["Pharmacie de Meyrin-Cité", "Avenue de Feuillasse 24", "1217", "Meyrin", "GE", 46.2336, 6.0796, "22", "romand"],
  // Luzern
  ["Apotheke am Bahnhof Luzern", "Zentralstrasse 1", "6003", "Luzern", "LU", 47.0501, 8.3104, "41", "station21"],
  ["Weinmarkt-Apotheke Luzern", "Weinmarkt 5", "6004", "Luzern", "LU", 47.0520, 8.3055, "41", "lunch"],
  ["Apotheke Sonnenplatz Emmenbrücke", "Gerliswilstrasse 50", "6020", "Emmenbrücke", "LU", 47.0781, 8.2775, "41", "through"],
  ["Apotheke Oberstadt Sursee", "Oberstadt 10", "6210", "Sursee", "LU", 47.1714, 8.1086, "41", "village", "07-13..07-26"],
  ["Apotheke Kriens Zentrum", "Luzernerstrasse 20", "6010", "Kriens", "LU", 47.0336, 8.2781, "41", "lunch"],
  // Ticino
  ["Farmacia Centrale Lugano", "Via Nassa 20", "6900", "Lugano", "TI", 46.0041, 8.9505, "91", "ticino"],
  ["Farmacia della Stazione Lugano", "Piazzale della Stazione 1", "6900", "Lugano", "TI", 46.0055, 8.9470, "91", "station20"],
  ["Farmacia Piazza Grande Locarno", "Piazza Grande 15", "6600", "Locarno", "TI", 46.1690, 8.7955, "91", "ticino"],
  ["Farmacia San Gottardo Bellinzona", "Viale Stazione 20", "6500", "Bellinzona", "TI", 46.1951, 9.0261, "91", "ticino"],
  ["Farmacia del Borgo Mendrisio", "Via Lavizzari 5", "6850", "Mendrisio", "TI", 45.8705, 8.9815, "91", "ticino", "08-03..08-16"],
  ["Farmacia del Corso Chiasso", "Corso San Gottardo 30", "6830", "Chiasso", "TI", 45.8345, 9.0305, "91", "ticino"],
  // Valais / Wallis
  ["Pharmacie de la Planta Sion", "Rue de Lausanne 10", "1950", "Sion", "VS", 46.2325, 7.3585, "27", "romand"],
  ["Pharmacie de l'Avenue Sion", "Avenue de la Gare 30", "1950", "Sion", "VS", 46.2291, 7.3601, "27", "romand"],
  ["Pharmacie du Bourg Martigny", "Avenue de la Gare 10", "1920", "Martigny", "VS", 46.1025, 7.0735, "27", "romand", "06-29..07-12"],
  ["Apotheke Sebastiansplatz Brig", "Sebastiansplatz 3", "3900", "Brig", "VS", 46.3165, 7.9880, "27", "lunch"],
  ["Apotheke Visp Bahnhofstrasse", "Bahnhofstrasse 8", "3930", "Visp", "VS", 46.2935, 7.8815, "27", "lunch"],
  ["Apotheke am Bahnhof Zermatt", "Bahnhofstrasse 40", "3920", "Zermatt", "VS", 46.0230, 7.7480, "27", "station20"],
  // Basel-Stadt
  ["Apotheke im Bahnhof SBB Basel", "Centralbahnplatz 1", "4051", "Basel", "BS", 47.5476, 7.5896, "61", "station21"],
  ["Marktplatz-Apotheke Basel", "Marktplatz 10", "4051", "Basel", "BS", 47.5580, 7.5880, "61", "through"],
  ["Apotheke Claraplatz Basel", "Clarastrasse 10", "4058", "Basel", "BS", 47.5624, 7.5946, "61", "lunch"],
  ["Apotheke Riehen Dorf", "Baselstrasse 40", "4125", "Riehen", "BS", 47.5801, 7.6472, "61", "lunch"],
  // Basel-Landschaft
  ["Apotheke Rathausstrasse Liestal", "Rathausstrasse 30", "4410", "Liestal", "BL", 47.4845, 7.7340, "61", "lunch"],
  ["Apotheke Allschwil Dorf", "Baslerstrasse 20", "4123", "Allschwil", "BL", 47.5505, 7.5366, "61", "lunch"],
  ["Apotheke St. Jakob Muttenz", "Hauptstrasse 40", "4132", "Muttenz", "BL", 47.5230, 7.6455, "61", "village"],
  ["Apotheke Reinach Zentrum", "Hauptstrasse 30", "4153", "Reinach BL", "BL", 47.4936, 7.5905, "61", "through"],
  // Fribourg / Freiburg
  ["Pharmacie de la Gare Fribourg", "Avenue de la Gare 5", "1700", "Fribourg", "FR", 46.8031, 7.1511, "26", "romand"],
  ["Pharmacie de Lausanne Fribourg", "Rue de Lausanne 40", "1700", "Fribourg", "FR", 46.8054, 7.1556, "26", "romand"],
  ["Pharmacie de la Grand-Rue Bulle", "Grand-Rue 20", "1630", "Bulle", "FR", 46.6190, 7.0570, "26", "romand", "07-20..08-02"],
  ["Apotheke Hauptgasse Murten", "Hauptgasse 20", "3280", "Murten", "FR", 46.9281, 7.1170, "26", "lunch"],
  // Solothurn
  ["Apotheke St. Ursen Solothurn", "Hauptgasse 40", "4500", "Solothurn", "SO", 47.2081, 7.5374, "32", "lunch"],
  ["Apotheke am Bahnhof Olten", "Bahnhofquai 10", "4600", "Olten", "SO", 47.3518, 7.9077, "62", "station20"],
  ["Apotheke Marktplatz Grenchen", "Marktplatz 5", "2540", "Grenchen", "SO", 47.1925, 7.3955, "32", "lunch"],
  // Thurgau
  ["Apotheke Zürcherstrasse Frauenfeld", "Zürcherstrasse 180", "8500", "Frauenfeld", "TG", 47.5575, 8.8975, "52", "lunch"],
  ["Apotheke Hauptstrasse Kreuzlingen", "Hauptstrasse 60", "8280", "Kreuzlingen", "TG", 47.6505, 9.1750, "71", "through"],
  ["Apotheke Marktstrasse Weinfelden", "Marktstrasse 5", "8570", "Weinfelden", "TG", 47.5664, 9.1075, "71", "village"],
  ["Seeufer-Apotheke Arbon", "St. Gallerstrasse 20", "9320", "Arbon", "TG", 47.5155, 9.4330, "71", "lunch", "07-27..08-09"],
  // Graubünden / Grigioni
  ["Apotheke Bahnhofstrasse Chur", "Bahnhofstrasse 20", "7000", "Chur", "GR", 46.8526, 9.5304, "81", "through"],
  ["Apotheke Promenade Davos", "Promenade 60", "7270", "Davos Platz", "GR", 46.7960, 9.8220, "81", "lunch", "04-20..05-03"],
  ["Apotheke Via Maistra St. Moritz", "Via Maistra 10", "7500", "St. Moritz", "GR", 46.4980, 9.8385, "81", "lunch", "05-04..05-24"],
  ["Farmacia Moesana Roveredo", "Strada Cantonale 20", "6535", "Roveredo GR", "GR", 46.2366, 9.1255, "91", "ticino"],
  // Neuchâtel
  ["Pharmacie de la Croix-du-Marché", "Rue du Seyon 10", "2000", "Neuchâtel", "NE", 46.9925, 6.9305, "32", "romand"],
  ["Pharmacie du Pod La Chaux-de-Fonds", "Avenue Léopold-Robert 50", "2300", "La Chaux-de-Fonds", "NE", 47.1005, 6.8280, "32", "romand"],
  ["Pharmacie du Locle Centre", "Rue Daniel-JeanRichard 20", "2400", "Le Locle", "NE", 47.0565, 6.7470, "32", "romand", "07-13..07-31"],
  // Schwyz
  ["Apotheke Hauptplatz Schwyz", "Hauptplatz 3", "6430", "Schwyz", "SZ", 47.0210, 8.6535, "41", "lunch"],
  ["Apotheke Klosterplatz Einsiedeln", "Hauptstrasse 50", "8840", "Einsiedeln", "SZ", 47.1275, 8.7460, "55", "village"],
  ["Seedamm-Apotheke Pfäffikon", "Churerstrasse 30", "8808", "Pfäffikon SZ", "SZ", 47.2015, 8.7790, "55", "through"],
  // Zug
  ["Apotheke am Bahnhof Zug", "Bahnhofplatz 1", "6300", "Zug", "ZG", 47.1737, 8.5155, "41", "station20"],
  ["Altstadt-Apotheke Zug", "Neugasse 10", "6300", "Zug", "ZG", 47.1690, 8.5165, "41", "lunch"],
  ["Apotheke Dorfstrasse Baar", "Dorfstrasse 10", "6340", "Baar", "ZG", 47.1960, 8.5290, "41", "lunch"],
  // Schaffhausen
  ["Apotheke zum Munot Schaffhausen", "Vordergasse 30", "8200", "Schaffhausen", "SH", 47.6965, 8.6355, "52", "lunch"],
  ["Rheinfall-Apotheke Neuhausen", "Zentralstrasse 30", "8212", "Neuhausen am Rheinfall", "SH", 47.6830, 8.6175, "52", "lunch"],
  // Jura
  ["Pharmacie de la Vieille Ville Delémont", "Rue du 23-Juin 20", "2800", "Delémont", "JU", 47.3650, 7.3440, "32", "romand"],
  ["Pharmacie de l'Ajoie Porrentruy", "Grand-Rue 15", "2900", "Porrentruy", "JU", 47.4155, 7.0755, "32", "romand"],
  ["Pharmacie des Franches-Montagnes", "Rue de la Gruère 5", "2350", "Saignelégier", "JU", 47.2555, 6.9960, "32", "romand", "07-13..07-26"],
  // Appenzell, Glarus, Central Switzerland
  ["Apotheke am Obstmarkt Herisau", "Obstmarkt 5", "9100", "Herisau", "AR", 47.3860, 9.2790, "71", "lunch"],
  ["Apotheke am Dorfplatz Heiden", "Poststrasse 10", "9410", "Heiden", "AR", 47.4425, 9.5335, "71", "village", "10-12..10-25"],
  ["Apotheke Hauptgasse Appenzell", "Hauptgasse 20", "9050", "Appenzell", "AI", 47.3310, 9.4095, "71", "village"],
  ["Apotheke am Rathausplatz Glarus", "Rathausplatz 5", "8750", "Glarus", "GL", 47.0405, 9.0680, "55", "lunch"],
  ["Apotheke Näfels Dorf", "Bahnhofstrasse 10", "8752", "Näfels", "GL", 47.0985, 9.0640, "55", "village"],
  ["Apotheke am Dorfplatz Stans", "Dorfplatz 5", "6370", "Stans", "NW", 46.9580, 8.3655, "41", "lunch"],
  ["Apotheke am Dorfplatz Sarnen", "Dorfplatz 8", "6060", "Sarnen", "OW", 46.8965, 8.2455, "41", "lunch", "07-27..08-09"],
  ["Apotheke beim Telldenkmal Altdorf", "Rathausplatz 4", "6460", "Altdorf UR", "UR", 46.8805, 8.6440, "41", "lunch"],
  // Liechtenstein
  ["Apotheke im Städtle Vaduz", "Städtle 20", "9490", "Vaduz", "FL", 47.1395, 9.5215, "423", "lunch"],
  ["Apotheke Schaan Zentrum", "Landstrasse 20", "9494", "Schaan", "FL", 47.1655, 9.5095, "423", "through"],
];

export const PARTNER_PHARMACIES: PartnerEntry[] = ROWS.map(([name, street, zipcode, city, canton, latitude, longitude, area, profile, holidays]) => ({
  name, street, zipcode, city, canton, latitude, longitude, area, profile, ...(holidays ? { holidays } : {}),
}));
