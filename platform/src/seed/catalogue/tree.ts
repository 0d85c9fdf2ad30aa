import type { I18n } from "../data.js";
import type { Sector } from "./brands.js";

/**
 * The generated part of the catalogue: leaf categories (third level below the top-level
 * categories) and the product lines sold in each. generate.ts combines lines with brands,
 * strengths and pack sizes into concrete products. Line names are written so that
 * "{brand} {line} {strength}, {n} {form}" reads naturally in every language.
 */
export interface Line {
  key: string;
  name: I18n;
  /** active ingredient / key ingredient (property "Wirkstoff") */
  ingredient?: I18n;
  strengths?: string[];
  forms: string[];
  sizes: number[];
  price: [number, number];
  /** third-person verb phrase: "{brand} {line} lindert ..." */
  benefit: I18n;
  /** line name already names the product (Tagescreme), so volume packs do not append the form */
  noun?: boolean;
  features?: string[];
  skin?: boolean;
  spf?: number[];
  age?: "adult" | "child" | "baby";
}

export interface Leaf {
  key: string;
  name: I18n;
  lines: Line[];
}

export interface Branch {
  /** existing second-level key (kept from the original seed) or a new one */
  key: string;
  name: I18n;
  leaves: Leaf[];
}

export interface Sector1 {
  /** top-level category key */
  key: string;
  sector: Sector;
  branches: Branch[];
}

const t = (de: string, it: string, fr: string): I18n => ({ de, it, fr });

export const TREE: Sector1[] = [
  {
    key: "medikamente",
    sector: "medicine",
    branches: [
      {
        key: "schmerzen-fieber",
        name: t("Schmerzen & Fieber", "Dolori & febbre", "Douleurs & fièvre"),
        leaves: [
          {
            key: "kopfschmerzen",
            name: t("Kopfschmerzen", "Mal di testa", "Maux de tête"),
            lines: [
              { key: "ibuprofen", name: t("Ibuprofen", "Ibuprofene", "Ibuprofène"), ingredient: t("Ibuprofen", "Ibuprofene", "Ibuprofène"), strengths: ["200 mg", "400 mg"], forms: ["filmtab"], sizes: [10, 20, 30], price: [6.5, 16],
                benefit: t("lindert leichte bis mittelstarke Schmerzen wie Kopf- und Zahnschmerzen und senkt Fieber", "allevia dolori da lievi a moderati come mal di testa e mal di denti e abbassa la febbre", "soulage les douleurs légères à modérées comme les maux de tête et de dents et fait baisser la fièvre") },
              { key: "paracetamol", name: t("Paracetamol", "Paracetamolo", "Paracétamol"), ingredient: t("Paracetamol", "Paracetamolo", "Paracétamol"), strengths: ["500 mg", "1000 mg"], forms: ["tablet", "effervescent"], sizes: [10, 16, 20], price: [3.9, 12],
                benefit: t("wirkt schmerzlindernd und fiebersenkend und ist magenschonend", "ha un effetto analgesico e antipiretico ed è delicato sullo stomaco", "a un effet antalgique et antipyrétique et ménage l'estomac") },
              { key: "migraene", name: t("Migräne Akut", "Emicrania Acuta", "Migraine Aiguë"), ingredient: t("Acetylsalicylsäure", "Acido acetilsalicilico", "Acide acétylsalicylique"), strengths: ["500 mg"], forms: ["tablet", "effervescent"], sizes: [10, 20], price: [8.9, 18],
                benefit: t("hilft rasch bei Migräneanfällen und starken Kopfschmerzen", "aiuta rapidamente in caso di attacchi di emicrania e forti mal di testa", "aide rapidement en cas de crise de migraine et de fortes céphalées") },
            ],
          },
          {
            key: "muskel-gelenkschmerzen",
            name: t("Muskel- & Gelenkschmerzen", "Dolori muscolari e articolari", "Douleurs musculaires et articulaires"),
            lines: [
              { key: "diclofenac-gel", name: t("Diclofenac Schmerzgel", "Diclofenac gel antidolorifico", "Diclofénac gel antidouleur"), ingredient: t("Diclofenac", "Diclofenac", "Diclofénac"), forms: ["gel"], sizes: [50, 100, 150], price: [9.5, 24], noun: true,
                benefit: t("lindert Schmerzen bei Verstauchungen, Prellungen und Muskelverspannungen", "allevia il dolore in caso di distorsioni, contusioni e tensioni muscolari", "soulage les douleurs en cas d'entorses, de contusions et de tensions musculaires") },
              { key: "arnika", name: t("Arnika Salbe", "Arnica pomata", "Arnica pommade"), ingredient: t("Arnika", "Arnica", "Arnica"), forms: ["ointment"], sizes: [30, 50, 100], price: [7.9, 19], noun: true, features: ["natural"],
                benefit: t("unterstützt die Heilung bei Blutergüssen und Zerrungen", "favorisce la guarigione di ematomi e stiramenti", "favorise la guérison des bleus et des élongations") },
              { key: "waermepflaster", name: t("Wärmepflaster Rücken", "Cerotto termico schiena", "Patch chauffant dos"), forms: ["plaster"], sizes: [2, 4, 8], price: [8.5, 22],
                benefit: t("spendet bis zu 8 Stunden wohltuende Wärme bei Rückenschmerzen", "dona fino a 8 ore di piacevole calore in caso di mal di schiena", "diffuse jusqu'à 8 heures de chaleur bienfaisante en cas de mal de dos") },
            ],
          },
          {
            key: "fieber-kinder",
            name: t("Fieber bei Kindern", "Febbre nei bambini", "Fièvre chez l'enfant"),
            lines: [
              { key: "kindersirup", name: t("Fiebersirup Kinder", "Sciroppo antifebbrile bambini", "Sirop contre la fièvre enfants"), ingredient: t("Paracetamol", "Paracetamolo", "Paracétamol"), forms: ["syrup"], sizes: [90, 150], price: [7.5, 14], noun: true, age: "child",
                benefit: t("senkt Fieber und lindert Schmerzen bei Kindern ab 3 Monaten", "abbassa la febbre e allevia i dolori nei bambini dai 3 mesi", "fait baisser la fièvre et soulage les douleurs chez l'enfant dès 3 mois") },
              { key: "zaepfchen", name: t("Paracetamol Zäpfchen Kinder", "Paracetamolo supposte bambini", "Paracétamol suppositoires enfants"), ingredient: t("Paracetamol", "Paracetamolo", "Paracétamol"), strengths: ["125 mg", "250 mg"], forms: ["piece"], sizes: [10], price: [4.5, 9], age: "child",
                benefit: t("wirkt schonend gegen Fieber und Schmerzen, wenn Schlucken schwerfällt", "agisce con delicatezza contro febbre e dolori quando è difficile deglutire", "agit en douceur contre la fièvre et les douleurs lorsque la déglutition est difficile") },
            ],
          },
        ],
      },
      {
        key: "erkaeltung-grippe",
        name: t("Erkältung & Grippe", "Raffreddore & influenza", "Rhume & grippe"),
        leaves: [
          {
            key: "husten",
            name: t("Husten", "Tosse", "Toux"),
            lines: [
              { key: "efeu", name: t("Efeu Hustensirup", "Sciroppo per la tosse all'edera", "Sirop contre la toux au lierre"), ingredient: t("Efeublätterextrakt", "Estratto di foglie d'edera", "Extrait de feuilles de lierre"), forms: ["syrup"], sizes: [100, 200], price: [9.9, 19.5], noun: true, features: ["natural"],
                benefit: t("löst festsitzenden Schleim und beruhigt die Bronchien", "scioglie il muco ostinato e calma i bronchi", "fluidifie les mucosités tenaces et apaise les bronches") },
              { key: "thymian", name: t("Thymian Hustenpastillen", "Pastiglie per la tosse al timo", "Pastilles contre la toux au thym"), ingredient: t("Thymian", "Timo", "Thym"), forms: ["lozenge"], sizes: [20, 40], price: [5.5, 11],
                benefit: t("beruhigt den Hustenreiz und pflegt den gereizten Rachen", "calma lo stimolo della tosse e lenisce la gola irritata", "calme l'envie de tousser et adoucit la gorge irritée") },
              { key: "acetylcystein", name: t("Acetylcystein", "Acetilcisteina", "Acétylcystéine"), ingredient: t("Acetylcystein", "Acetilcisteina", "Acétylcystéine"), strengths: ["200 mg", "600 mg"], forms: ["effervescent", "sachet"], sizes: [10, 20], price: [8.9, 21],
                benefit: t("verflüssigt zähen Schleim bei Husten mit Auswurf", "fluidifica il muco denso in caso di tosse produttiva", "fluidifie les sécrétions épaisses en cas de toux grasse") },
            ],
          },
          {
            key: "schnupfen",
            name: t("Schnupfen", "Raffreddore", "Rhume"),
            lines: [
              { key: "xylometazolin", name: t("Xylometazolin", "Xilometazolina", "Xylométazoline"), ingredient: t("Xylometazolin", "Xilometazolina", "Xylométazoline"), strengths: ["0,05 %", "0,1 %"], forms: ["nasalspray"], sizes: [10, 15], price: [6.9, 12.5],
                benefit: t("macht die verstopfte Nase schnell wieder frei", "libera rapidamente il naso chiuso", "dégage rapidement le nez bouché") },
              { key: "meerwasser", name: t("Meerwasser Nasenspray", "Spray nasale all'acqua di mare", "Spray nasal à l'eau de mer"), ingredient: t("Meersalz", "Sale marino", "Sel de mer"), forms: ["nasalspray"], sizes: [20, 30, 100], price: [6.5, 15], noun: true, features: ["natural"],
                benefit: t("befeuchtet und reinigt die Nasenschleimhaut sanft", "idrata e pulisce delicatamente la mucosa nasale", "hydrate et nettoie en douceur la muqueuse nasale") },
            ],
          },
          {
            key: "halsschmerzen",
            name: t("Halsschmerzen", "Mal di gola", "Maux de gorge"),
            lines: [
              { key: "salbei", name: t("Salbei Halstabletten", "Pastiglie per la gola alla salvia", "Pastilles pour la gorge à la sauge"), ingredient: t("Salbei", "Salvia", "Sauge"), forms: ["lozenge"], sizes: [24, 36], price: [5.9, 10.9], features: ["natural"],
                benefit: t("lindert Halsschmerzen und Heiserkeit", "allevia mal di gola e raucedine", "soulage les maux de gorge et l'enrouement") },
              { key: "rachenspray", name: t("Rachenspray", "Spray per la gola", "Spray pour la gorge"), ingredient: t("Chlorhexidin", "Clorexidina", "Chlorhexidine"), forms: ["spray"], sizes: [20, 30], price: [9.5, 16.5], noun: true,
                benefit: t("desinfiziert den Rachen und betäubt den Schmerz lokal", "disinfetta la gola e anestetizza localmente il dolore", "désinfecte la gorge et anesthésie localement la douleur") },
            ],
          },
        ],
      },
      {
        key: "verdauung",
        name: t("Magen & Darm", "Stomaco & intestino", "Estomac & intestin"),
        leaves: [
          {
            key: "sodbrennen",
            name: t("Sodbrennen", "Bruciore di stomaco", "Brûlures d'estomac"),
            lines: [
              { key: "antazidum", name: t("Magen Kautabletten", "Compresse masticabili per lo stomaco", "Comprimés à croquer pour l'estomac"), ingredient: t("Calciumcarbonat", "Carbonato di calcio", "Carbonate de calcium"), forms: ["tablet"], sizes: [24, 48], price: [7.9, 15.9],
                benefit: t("neutralisiert überschüssige Magensäure innert Minuten", "neutralizza in pochi minuti l'eccesso di acido gastrico", "neutralise en quelques minutes l'excès d'acidité gastrique") },
              { key: "pantoprazol", name: t("Pantoprazol", "Pantoprazolo", "Pantoprazole"), ingredient: t("Pantoprazol", "Pantoprazolo", "Pantoprazole"), strengths: ["20 mg"], forms: ["filmtab"], sizes: [7, 14], price: [9.9, 18.9],
                benefit: t("hemmt die Säurebildung bei häufigem Sodbrennen", "inibisce la produzione di acido in caso di bruciore frequente", "inhibe la production d'acide en cas de brûlures fréquentes") },
            ],
          },
          {
            key: "verstopfung-durchfall",
            name: t("Verstopfung & Durchfall", "Stitichezza & diarrea", "Constipation & diarrhée"),
            lines: [
              { key: "macrogol", name: t("Macrogol Abführpulver", "Macrogol polvere lassativa", "Macrogol poudre laxative"), ingredient: t("Macrogol", "Macrogol", "Macrogol"), forms: ["sachet"], sizes: [10, 20, 30], price: [9.5, 24],
                benefit: t("macht den Stuhl weicher und reguliert die Verdauung sanft", "ammorbidisce le feci e regola delicatamente l'intestino", "ramollit les selles et régule le transit en douceur") },
              { key: "loperamid", name: t("Loperamid", "Loperamide", "Lopéramide"), ingredient: t("Loperamid", "Loperamide", "Lopéramide"), strengths: ["2 mg"], forms: ["capsule"], sizes: [10, 20], price: [6.9, 13.9],
                benefit: t("stoppt akuten Durchfall zuverlässig", "ferma in modo affidabile la diarrea acuta", "stoppe efficacement la diarrhée aiguë") },
              { key: "probiotik", name: t("Darmflora Probiotikum", "Probiotico flora intestinale", "Probiotique flore intestinale"), ingredient: t("Milchsäurebakterien", "Fermenti lattici", "Ferments lactiques"), forms: ["capsule", "sachet"], sizes: [10, 30], price: [14.9, 39], features: ["lactose_free"],
                benefit: t("unterstützt eine gesunde Darmflora, auch während einer Antibiotikatherapie", "sostiene una flora intestinale sana, anche durante una terapia antibiotica", "soutient une flore intestinale saine, même pendant un traitement antibiotique") },
            ],
          },
        ],
      },
      {
        key: "allergien",
        name: t("Allergien", "Allergie", "Allergies"),
        leaves: [
          {
            key: "heuschnupfen",
            name: t("Heuschnupfen", "Raffreddore da fieno", "Rhume des foins"),
            lines: [
              { key: "cetirizin", name: t("Cetirizin", "Cetirizina", "Cétirizine"), ingredient: t("Cetirizin", "Cetirizina", "Cétirizine"), strengths: ["10 mg"], forms: ["filmtab"], sizes: [10, 20, 30], price: [7.5, 19],
                benefit: t("lindert Niesreiz, Fliessschnupfen und juckende Augen bei Allergien", "allevia starnuti, naso che cola e prurito agli occhi in caso di allergia", "soulage les éternuements, le nez qui coule et les yeux qui piquent en cas d'allergie") },
              { key: "loratadin", name: t("Loratadin", "Loratadina", "Loratadine"), ingredient: t("Loratadin", "Loratadina", "Loratadine"), strengths: ["10 mg"], forms: ["tablet"], sizes: [10, 20], price: [6.9, 16],
                benefit: t("wirkt 24 Stunden gegen allergische Beschwerden und macht nicht müde", "agisce 24 ore contro i disturbi allergici e non provoca sonnolenza", "agit 24 heures contre les troubles allergiques sans provoquer de somnolence") },
            ],
          },
          {
            key: "augen",
            name: t("Augen", "Occhi", "Yeux"),
            lines: [
              { key: "hyaluron-augen", name: t("Hyaluron Augentropfen", "Collirio all'acido ialuronico", "Gouttes oculaires à l'acide hyaluronique"), ingredient: t("Hyaluronsäure", "Acido ialuronico", "Acide hyaluronique"), forms: ["eyedrops"], sizes: [10, 15], price: [11.9, 21], noun: true,
                benefit: t("befeuchtet trockene, müde Augen langanhaltend", "idrata a lungo gli occhi secchi e stanchi", "hydrate durablement les yeux secs et fatigués") },
              { key: "augen-allergie", name: t("Allergie Augentropfen", "Collirio antiallergico", "Gouttes oculaires antiallergiques"), ingredient: t("Ketotifen", "Ketotifene", "Kétotifène"), forms: ["eyedrops"], sizes: [5, 10], price: [12.9, 19.9], noun: true,
                benefit: t("beruhigt gerötete und juckende Augen bei Pollenallergie", "calma gli occhi arrossati e pruriginosi in caso di allergia ai pollini", "apaise les yeux rouges et qui grattent en cas d'allergie au pollen") },
            ],
          },
        ],
      },
      {
        key: "schlaf-nerven",
        name: t("Schlaf & Nerven", "Sonno & nervi", "Sommeil & nerfs"),
        leaves: [
          {
            key: "schlafstoerungen",
            name: t("Schlafstörungen", "Disturbi del sonno", "Troubles du sommeil"),
            lines: [
              { key: "baldrian", name: t("Baldrian Hopfen", "Valeriana e luppolo", "Valériane et houblon"), ingredient: t("Baldrianwurzel", "Radice di valeriana", "Racine de valériane"), strengths: ["500 mg"], forms: ["filmtab"], sizes: [30, 60], price: [12.9, 29], features: ["natural"],
                benefit: t("fördert auf natürliche Weise das Einschlafen und einen erholsamen Schlaf", "favorisce in modo naturale l'addormentamento e un sonno ristoratore", "favorise naturellement l'endormissement et un sommeil réparateur") },
              { key: "melatonin", name: t("Melatonin Schlafspray", "Melatonina spray per il sonno", "Mélatonine spray sommeil"), ingredient: t("Melatonin", "Melatonina", "Mélatonine"), forms: ["spray"], sizes: [20, 30], price: [14.9, 24.9], noun: true,
                benefit: t("verkürzt die Einschlafzeit, etwa nach Reisen mit Zeitverschiebung", "riduce il tempo di addormentamento, ad esempio dopo viaggi con fuso orario", "réduit le temps d'endormissement, par exemple après un voyage avec décalage horaire") },
            ],
          },
          {
            key: "stress-unruhe",
            name: t("Stress & Unruhe", "Stress & agitazione", "Stress & nervosité"),
            lines: [
              { key: "passionsblume", name: t("Passionsblume", "Passiflora", "Passiflore"), ingredient: t("Passionsblumenkraut", "Passiflora", "Passiflore"), strengths: ["425 mg"], forms: ["filmtab", "drops"], sizes: [30, 50, 60], price: [13.9, 32], features: ["natural"],
                benefit: t("beruhigt bei nervöser Unruhe und innerer Anspannung", "calma in caso di agitazione nervosa e tensione interiore", "apaise en cas de nervosité et de tension intérieure") },
              { key: "lavendel-kapseln", name: t("Lavendelöl", "Olio di lavanda", "Huile de lavande"), ingredient: t("Lavendelöl", "Olio di lavanda", "Huile de lavande"), strengths: ["80 mg"], forms: ["capsule"], sizes: [14, 28, 56], price: [15.9, 49], features: ["natural"],
                benefit: t("lindert Ängstlichkeit und Unruhe, ohne abhängig zu machen", "allevia ansia e agitazione senza creare dipendenza", "atténue l'anxiété et l'agitation sans créer de dépendance") },
            ],
          },
        ],
      },
    ],
  },
  {
    key: "nahrungsergaenzung",
    sector: "supplement",
    branches: [
      {
        key: "vitamine",
        name: t("Vitamine", "Vitamine", "Vitamines"),
        leaves: [
          {
            key: "vitamin-c",
            name: t("Vitamin C", "Vitamina C", "Vitamine C"),
            lines: [
              { key: "vitc", name: t("Vitamin C", "Vitamina C", "Vitamine C"), ingredient: t("Vitamin C", "Vitamina C", "Vitamine C"), strengths: ["500 mg", "1000 mg"], forms: ["effervescent", "capsule"], sizes: [20, 60, 100], price: [8.9, 29], features: ["vegan"],
                benefit: t("trägt zu einer normalen Funktion des Immunsystems bei", "contribuisce alla normale funzione del sistema immunitario", "contribue au fonctionnement normal du système immunitaire") },
              { key: "acerola", name: t("Acerola Kirsche", "Acerola ciliegia", "Acérola cerise"), ingredient: t("Vitamin C", "Vitamina C", "Vitamine C"), forms: ["lozenge"], sizes: [30, 60], price: [9.9, 18.9], features: ["vegan", "natural"],
                benefit: t("liefert natürliches Vitamin C aus der Acerolakirsche", "fornisce vitamina C naturale dalla ciliegia acerola", "apporte de la vitamine C naturelle issue de la cerise acérola") },
            ],
          },
          {
            key: "vitamin-d",
            name: t("Vitamin D", "Vitamina D", "Vitamine D"),
            lines: [
              { key: "vitd3", name: t("Vitamin D3", "Vitamina D3", "Vitamine D3"), ingredient: t("Vitamin D3", "Vitamina D3", "Vitamine D3"), strengths: ["1000 IE", "2000 IE"], forms: ["capsule", "drops"], sizes: [60, 90, 120], price: [11.9, 34],
                benefit: t("unterstützt den Erhalt normaler Knochen und Zähne, besonders im Winter", "aiuta a mantenere ossa e denti normali, soprattutto in inverno", "aide au maintien d'une ossature et de dents normales, surtout en hiver") },
              { key: "d3k2", name: t("Vitamin D3 + K2", "Vitamina D3 + K2", "Vitamine D3 + K2"), ingredient: t("Vitamin K2", "Vitamina K2", "Vitamine K2"), forms: ["capsule"], sizes: [60, 120], price: [19.9, 39], features: ["vegan"],
                benefit: t("kombiniert zwei Vitamine für starke Knochen", "combina due vitamine per ossa forti", "associe deux vitamines pour des os solides") },
            ],
          },
          {
            key: "multivitamine",
            name: t("Multivitamine", "Multivitaminici", "Multivitamines"),
            lines: [
              { key: "multi", name: t("Multivitamin Aktiv", "Multivitaminico Attivo", "Multivitamines Actif"), ingredient: t("Vitamin B12", "Vitamina B12", "Vitamine B12"), forms: ["effervescent", "filmtab"], sizes: [30, 60, 90], price: [12.9, 39],
                benefit: t("versorgt den Körper mit 13 Vitaminen und wichtigen Mineralstoffen", "fornisce all'organismo 13 vitamine e importanti minerali", "fournit à l'organisme 13 vitamines et des minéraux essentiels") },
              { key: "multi-kids", name: t("Multivitamin Kids", "Multivitaminico Kids", "Multivitamines Kids"), ingredient: t("Vitamin C", "Vitamina C", "Vitamine C"), forms: ["gummy"], sizes: [30, 60], price: [12.9, 22], age: "child", features: ["gluten_free"],
                benefit: t("deckt den Vitaminbedarf von Kindern auf fruchtige Art", "copre il fabbisogno di vitamine dei bambini in modo fruttato", "couvre les besoins en vitamines des enfants de manière fruitée") },
              { key: "b-komplex", name: t("Vitamin B Komplex", "Complesso di vitamine B", "Complexe de vitamines B"), ingredient: t("Vitamin B12", "Vitamina B12", "Vitamine B12"), forms: ["capsule"], sizes: [60, 100], price: [16.9, 34], features: ["vegan"],
                benefit: t("trägt zur Verringerung von Müdigkeit und Erschöpfung bei", "contribuisce alla riduzione di stanchezza e affaticamento", "contribue à réduire la fatigue") },
            ],
          },
        ],
      },
      {
        key: "mineralstoffe",
        name: t("Mineralstoffe", "Minerali", "Minéraux"),
        leaves: [
          {
            key: "magnesium",
            name: t("Magnesium", "Magnesio", "Magnésium"),
            lines: [
              { key: "mg", name: t("Magnesium", "Magnesio", "Magnésium"), ingredient: t("Magnesium", "Magnesio", "Magnésium"), strengths: ["300 mg", "375 mg"], forms: ["effervescent", "sachet", "capsule"], sizes: [20, 30, 60], price: [9.9, 29],
                benefit: t("hilft bei Muskelkrämpfen und unterstützt die normale Muskelfunktion", "aiuta in caso di crampi e sostiene la normale funzione muscolare", "aide en cas de crampes et soutient la fonction musculaire normale") },
              { key: "mg-b6", name: t("Magnesium + B6", "Magnesio + B6", "Magnésium + B6"), ingredient: t("Magnesium", "Magnesio", "Magnésium"), forms: ["filmtab"], sizes: [40, 80], price: [14.9, 28],
                benefit: t("verbindet Magnesium mit Vitamin B6 für Nerven und Muskeln", "unisce magnesio e vitamina B6 per nervi e muscoli", "associe magnésium et vitamine B6 pour les nerfs et les muscles") },
            ],
          },
          {
            key: "zink-eisen",
            name: t("Zink & Eisen", "Zinco & ferro", "Zinc & fer"),
            lines: [
              { key: "zink", name: t("Zink", "Zinco", "Zinc"), ingredient: t("Zink", "Zinco", "Zinc"), strengths: ["15 mg", "25 mg"], forms: ["lozenge", "capsule"], sizes: [30, 60, 100], price: [8.9, 24], features: ["vegan"],
                benefit: t("stärkt das Immunsystem sowie Haut, Haare und Nägel", "rafforza il sistema immunitario e la salute di pelle, capelli e unghie", "renforce le système immunitaire ainsi que la peau, les cheveux et les ongles") },
              { key: "eisen", name: t("Eisen", "Ferro", "Fer"), ingredient: t("Eisen", "Ferro", "Fer"), strengths: ["14 mg", "28 mg"], forms: ["capsule", "drops"], sizes: [30, 60], price: [12.9, 26],
                benefit: t("trägt zur normalen Bildung roter Blutkörperchen bei", "contribuisce alla normale formazione dei globuli rossi", "contribue à la formation normale de globules rouges") },
            ],
          },
          {
            key: "calcium",
            name: t("Calcium", "Calcio", "Calcium"),
            lines: [
              { key: "ca-d3", name: t("Calcium D3", "Calcio D3", "Calcium D3"), ingredient: t("Calcium", "Calcio", "Calcium"), strengths: ["500 mg", "1000 mg"], forms: ["effervescent", "tablet"], sizes: [30, 60, 90], price: [11.9, 31],
                benefit: t("unterstützt die Knochendichte in jedem Alter", "sostiene la densità ossea a ogni età", "soutient la densité osseuse à tout âge") },
            ],
          },
        ],
      },
      {
        key: "immunsystem",
        name: t("Immunsystem & Energie", "Sistema immunitario & energia", "Immunité & énergie"),
        leaves: [
          {
            key: "abwehrkraefte",
            name: t("Abwehrkräfte", "Difese immunitarie", "Défenses naturelles"),
            lines: [
              { key: "echinacea", name: t("Echinacea", "Echinacea", "Échinacée"), ingredient: t("Echinacea", "Echinacea", "Échinacée"), forms: ["drops", "tablet"], sizes: [50, 100], price: [12.9, 27], features: ["natural"],
                benefit: t("stärkt die körpereigenen Abwehrkräfte in der kalten Jahreszeit", "rafforza le difese naturali dell'organismo nella stagione fredda", "renforce les défenses naturelles pendant la saison froide") },
              { key: "immun-shot", name: t("Immun Trinkfläschchen", "Flaconcini immunità", "Fioles immunité"), ingredient: t("Zink", "Zinco", "Zinc"), forms: ["piece"], sizes: [7, 14, 30], price: [16.9, 54],
                benefit: t("kombiniert Zink, Selen und Vitamin C in einem Trinkfläschchen pro Tag", "combina zinco, selenio e vitamina C in un flaconcino al giorno", "associe zinc, sélénium et vitamine C dans une fiole par jour") },
            ],
          },
          {
            key: "energie-sport",
            name: t("Energie & Sport", "Energia & sport", "Énergie & sport"),
            lines: [
              { key: "protein", name: t("Whey Protein Vanille", "Whey Protein vaniglia", "Whey Protein vanille"), ingredient: t("Molkenprotein", "Proteine del siero di latte", "Protéines de lactosérum"), forms: ["powder"], sizes: [500, 1000], price: [29.9, 59], noun: true,
                benefit: t("unterstützt den Muskelaufbau nach dem Training", "favorisce lo sviluppo muscolare dopo l'allenamento", "favorise le développement musculaire après l'entraînement") },
              { key: "q10", name: t("Coenzym Q10", "Coenzima Q10", "Coenzyme Q10"), ingredient: t("Coenzym Q10", "Coenzima Q10", "Coenzyme Q10"), strengths: ["100 mg"], forms: ["capsule"], sizes: [30, 60], price: [24.9, 49],
                benefit: t("liefert Energie für Herz und Muskeln", "fornisce energia a cuore e muscoli", "fournit de l'énergie au cœur et aux muscles") },
              { key: "omega3", name: t("Omega-3 Fischöl", "Omega-3 olio di pesce", "Oméga-3 huile de poisson"), ingredient: t("Omega-3-Fettsäuren", "Acidi grassi omega-3", "Acides gras oméga-3"), forms: ["capsule"], sizes: [60, 120], price: [19.9, 44],
                benefit: t("unterstützt eine normale Herzfunktion und Sehkraft", "sostiene la normale funzione cardiaca e la vista", "soutient une fonction cardiaque et une vision normales") },
            ],
          },
        ],
      },
      {
        key: "ratgeber",
        name: t("Ratgeber & E-Books", "Guide & e-book", "Guides & e-books"),
        leaves: [
          {
            key: "e-books",
            name: t("E-Books", "E-book", "E-books"),
            lines: [],
          },
        ],
      },
    ],
  },
  {
    key: "schoenheit",
    sector: "beauty",
    branches: [
      {
        key: "gesichtspflege",
        name: t("Gesichtspflege", "Cura del viso", "Soin du visage"),
        leaves: [
          {
            key: "tagespflege",
            name: t("Tagespflege", "Cura da giorno", "Soin de jour"),
            lines: [
              { key: "hyaluron-tag", name: t("Hyaluron Tagescreme", "Crema giorno all'acido ialuronico", "Crème de jour à l'acide hyaluronique"), ingredient: t("Hyaluronsäure", "Acido ialuronico", "Acide hyaluronique"), forms: ["cream"], sizes: [50], price: [19.9, 44], noun: true, skin: true, features: ["perfume_free"],
                benefit: t("spendet intensiv Feuchtigkeit und polstert feine Linien auf", "idrata intensamente e distende le rughe sottili", "hydrate intensément et repulpe les ridules") },
              { key: "q10-tag", name: t("Q10 Anti-Falten Tagescreme", "Crema giorno antirughe Q10", "Crème de jour anti-rides Q10"), ingredient: t("Coenzym Q10", "Coenzima Q10", "Coenzyme Q10"), forms: ["cream"], sizes: [50], price: [17.9, 39], noun: true, skin: true,
                benefit: t("mildert Falten und schützt vor vorzeitiger Hautalterung", "attenua le rughe e protegge dall'invecchiamento precoce della pelle", "atténue les rides et protège du vieillissement cutané prématuré") },
              { key: "getoent", name: t("Getönte Feuchtigkeitspflege LSF 20", "Crema idratante colorata SPF 20", "Soin hydratant teinté SPF 20"), forms: ["cream"], sizes: [40], price: [21.9, 36], noun: true, skin: true,
                benefit: t("gleicht den Teint aus und schützt vor UV-Strahlen", "uniforma l'incarnato e protegge dai raggi UV", "unifie le teint et protège des rayons UV") },
            ],
          },
          {
            key: "nachtpflege",
            name: t("Nachtpflege", "Cura da notte", "Soin de nuit"),
            lines: [
              { key: "retinol", name: t("Retinol Nachtcreme", "Crema notte al retinolo", "Crème de nuit au rétinol"), ingredient: t("Retinol", "Retinolo", "Rétinol"), forms: ["cream"], sizes: [50], price: [24.9, 49], noun: true, skin: true,
                benefit: t("erneuert die Haut über Nacht und verfeinert das Hautbild", "rinnova la pelle durante la notte e affina la grana", "renouvelle la peau pendant la nuit et affine le grain de peau") },
              { key: "serum", name: t("Vitamin C Serum", "Siero alla vitamina C", "Sérum à la vitamine C"), ingredient: t("Vitamin C", "Vitamina C", "Vitamine C"), forms: ["drops"], sizes: [30], price: [22.9, 45], noun: true, skin: true, features: ["vegan"],
                benefit: t("verleiht fahler Haut neue Leuchtkraft", "ridona luminosità alla pelle spenta", "redonne de l'éclat aux peaux ternes") },
            ],
          },
          {
            key: "reinigung-gesicht",
            name: t("Reinigung", "Detersione", "Nettoyage"),
            lines: [
              { key: "mizellen", name: t("Mizellenwasser", "Acqua micellare", "Eau micellaire"), forms: ["lotion"], sizes: [200, 400], price: [9.9, 19.9], noun: true, skin: true, features: ["perfume_free"],
                benefit: t("entfernt Make-up und Unreinheiten ohne Reiben", "rimuove trucco e impurità senza strofinare", "élimine le maquillage et les impuretés sans frotter") },
              { key: "reinigungsgel", name: t("Reinigungsgel Salicyl", "Gel detergente all'acido salicilico", "Gel nettoyant à l'acide salicylique"), ingredient: t("Salicylsäure", "Acido salicilico", "Acide salicylique"), forms: ["gel"], sizes: [150, 200], price: [11.9, 21], noun: true, skin: true,
                benefit: t("klärt unreine Haut und verfeinert die Poren", "purifica la pelle impura e affina i pori", "purifie la peau à imperfections et resserre les pores") },
            ],
          },
        ],
      },
      {
        key: "sonnenschutz",
        name: t("Sonnenschutz", "Protezione solare", "Protection solaire"),
        leaves: [
          {
            key: "sonnencreme",
            name: t("Sonnencreme", "Crema solare", "Crème solaire"),
            lines: [
              { key: "sun-lotion", name: t("Sonnenmilch", "Latte solare", "Lait solaire"), forms: ["lotion"], sizes: [150, 200], price: [17.9, 34], noun: true, spf: [30, 50],
                benefit: t("schützt zuverlässig vor UVA- und UVB-Strahlen und ist wasserfest", "protegge in modo affidabile dai raggi UVA e UVB ed è resistente all'acqua", "protège efficacement des rayons UVA et UVB et résiste à l'eau") },
              { key: "sun-kids", name: t("Sonnenspray Kinder", "Spray solare bambini", "Spray solaire enfants"), forms: ["spray"], sizes: [150, 200], price: [18.9, 32], noun: true, spf: [50], age: "child", features: ["perfume_free"],
                benefit: t("schützt empfindliche Kinderhaut beim Spielen am Wasser", "protegge la pelle sensibile dei bambini mentre giocano in acqua", "protège la peau sensible des enfants lors des jeux dans l'eau") },
              { key: "sun-face", name: t("Sonnenfluid Gesicht", "Fluido solare viso", "Fluide solaire visage"), forms: ["lotion"], sizes: [50], price: [19.9, 32], noun: true, spf: [50], skin: true,
                benefit: t("zieht schnell ein und hinterlässt keinen weissen Film", "si assorbe rapidamente senza lasciare aloni bianchi", "pénètre rapidement sans laisser de film blanc") },
            ],
          },
          {
            key: "after-sun",
            name: t("After Sun", "Doposole", "Après-soleil"),
            lines: [
              { key: "aftersun", name: t("After Sun Aloe Vera Gel", "Gel doposole all'aloe vera", "Gel après-soleil à l'aloe vera"), ingredient: t("Aloe Vera", "Aloe vera", "Aloe vera"), forms: ["gel"], sizes: [150, 200], price: [11.9, 22], noun: true, features: ["vegan"],
                benefit: t("kühlt und beruhigt die Haut nach dem Sonnenbad", "rinfresca e lenisce la pelle dopo l'esposizione al sole", "rafraîchit et apaise la peau après l'exposition au soleil") },
            ],
          },
        ],
      },
      {
        key: "haarpflege",
        name: t("Haarpflege", "Cura dei capelli", "Soin des cheveux"),
        leaves: [
          {
            key: "shampoo",
            name: t("Shampoo", "Shampoo", "Shampooing"),
            lines: [
              { key: "anti-schuppen", name: t("Anti-Schuppen Shampoo", "Shampoo antiforfora", "Shampooing antipelliculaire"), ingredient: t("Zinkpyrithion", "Piritione di zinco", "Pyrithione de zinc"), forms: ["shampoo"], sizes: [200, 400], price: [9.9, 21], noun: true,
                benefit: t("befreit die Kopfhaut sichtbar von Schuppen", "libera visibilmente il cuoio capelluto dalla forfora", "élimine visiblement les pellicules du cuir chevelu") },
              { key: "repair-shampoo", name: t("Repair Shampoo Keratin", "Shampoo riparatore alla cheratina", "Shampooing réparateur à la kératine"), ingredient: t("Keratin", "Cheratina", "Kératine"), forms: ["shampoo"], sizes: [250], price: [8.9, 16], noun: true,
                benefit: t("repariert strapaziertes Haar und schenkt Glanz", "ripara i capelli danneggiati e dona lucentezza", "répare les cheveux abîmés et leur donne de la brillance") },
            ],
          },
          {
            key: "haarausfall",
            name: t("Haarausfall", "Caduta dei capelli", "Chute de cheveux"),
            lines: [
              { key: "biotin", name: t("Biotin Haar & Nägel", "Biotina capelli e unghie", "Biotine cheveux et ongles"), ingredient: t("Biotin", "Biotina", "Biotine"), forms: ["capsule"], sizes: [60, 90], price: [19.9, 44],
                benefit: t("stärkt Haare und Nägel von innen", "rinforza capelli e unghie dall'interno", "fortifie les cheveux et les ongles de l'intérieur") },
            ],
          },
        ],
      },
      {
        key: "lippen-augen",
        name: t("Lippen & Augenpartie", "Labbra & contorno occhi", "Lèvres & contour des yeux"),
        leaves: [
          {
            key: "lippenpflege",
            name: t("Lippenpflege", "Cura delle labbra", "Soin des lèvres"),
            lines: [
              { key: "lippenbalsam", name: t("Lippenbalsam Sheabutter", "Balsamo labbra al burro di karité", "Baume à lèvres au beurre de karité"), ingredient: t("Sheabutter", "Burro di karité", "Beurre de karité"), forms: ["piece"], sizes: [1, 2], price: [3.9, 8.9], features: ["natural"],
                benefit: t("pflegt trockene und rissige Lippen geschmeidig", "nutre le labbra secche e screpolate rendendole morbide", "nourrit les lèvres sèches et gercées et les rend souples") },
            ],
          },
          {
            key: "augenpflege",
            name: t("Augenpflege", "Contorno occhi", "Contour des yeux"),
            lines: [
              { key: "augencreme", name: t("Augencreme Koffein", "Crema contorno occhi alla caffeina", "Crème contour des yeux à la caféine"), ingredient: t("Koffein", "Caffeina", "Caféine"), forms: ["cream"], sizes: [15], price: [16.9, 32], noun: true, skin: true,
                benefit: t("mildert Augenschatten und Schwellungen", "attenua occhiaie e gonfiori", "atténue les cernes et les poches") },
            ],
          },
        ],
      },
    ],
  },
  {
    key: "koerperpflege",
    sector: "bodycare",
    branches: [
      {
        key: "mundhygiene",
        name: t("Mundhygiene", "Igiene orale", "Hygiène bucco-dentaire"),
        leaves: [
          {
            key: "zahnpasta",
            name: t("Zahnpasta", "Dentifricio", "Dentifrice"),
            lines: [
              { key: "sensitiv-zp", name: t("Sensitiv Zahnpasta", "Dentifricio sensitive", "Dentifrice sensitive"), ingredient: t("Fluorid", "Fluoruro", "Fluorure"), forms: ["toothpaste"], sizes: [75, 100], price: [4.9, 9.9], noun: true,
                benefit: t("schützt schmerzempfindliche Zähne und stärkt den Zahnschmelz", "protegge i denti sensibili e rinforza lo smalto", "protège les dents sensibles et renforce l'émail") },
              { key: "white-zp", name: t("White Zahnpasta", "Dentifricio sbiancante", "Dentifrice blancheur"), ingredient: t("Fluorid", "Fluoruro", "Fluorure"), forms: ["toothpaste"], sizes: [75], price: [4.5, 8.9], noun: true,
                benefit: t("entfernt Verfärbungen sanft für natürlich weisse Zähne", "rimuove delicatamente le macchie per denti naturalmente bianchi", "élimine en douceur les colorations pour des dents naturellement blanches") },
            ],
          },
          {
            key: "zahnbuersten",
            name: t("Zahnbürsten & Zahnseide", "Spazzolini & filo interdentale", "Brosses à dents & fil dentaire"),
            lines: [
              { key: "zahnbuerste", name: t("Zahnbürste soft", "Spazzolino morbido", "Brosse à dents souple"), forms: ["piece"], sizes: [1, 2, 4], price: [3.5, 12],
                benefit: t("reinigt gründlich und schont das Zahnfleisch", "pulisce a fondo e rispetta le gengive", "nettoie en profondeur tout en préservant les gencives") },
              { key: "zahnseide", name: t("Zahnseide gewachst", "Filo interdentale cerato", "Fil dentaire ciré"), forms: ["piece"], sizes: [1, 3], price: [3.9, 9.9],
                benefit: t("entfernt Beläge aus den Zahnzwischenräumen", "rimuove la placca dagli spazi interdentali", "élimine la plaque entre les dents") },
            ],
          },
          {
            key: "mundspuelung",
            name: t("Mundspülung", "Collutorio", "Bain de bouche"),
            lines: [
              { key: "mundspuelung", name: t("Mundspülung Zahnfleischschutz", "Collutorio protezione gengive", "Bain de bouche protection gencives"), ingredient: t("Chlorhexidin", "Clorexidina", "Chlorhexidine"), forms: ["mouthwash"], sizes: [300, 500], price: [6.9, 14.9], noun: true,
                benefit: t("beugt Zahnfleischentzündungen vor und sorgt für frischen Atem", "previene le infiammazioni gengivali e garantisce un alito fresco", "prévient l'inflammation des gencives et assure une haleine fraîche") },
            ],
          },
        ],
      },
      {
        key: "hautpflege",
        name: t("Hautpflege", "Cura della pelle", "Soin de la peau"),
        leaves: [
          {
            key: "bodylotion",
            name: t("Bodylotion", "Lozione corpo", "Lait corporel"),
            lines: [
              { key: "urea-lotion", name: t("Urea 10 % Bodylotion", "Lozione corpo urea 10 %", "Lait corporel urée 10 %"), ingredient: t("Urea", "Urea", "Urée"), forms: ["lotion"], sizes: [200, 400], price: [12.9, 26], noun: true, skin: true, features: ["perfume_free"],
                benefit: t("pflegt sehr trockene und schuppige Haut spürbar geschmeidig", "rende la pelle molto secca e squamosa visibilmente morbida", "rend la peau très sèche et squameuse nettement plus souple") },
              { key: "mandel-oel", name: t("Mandelöl Körperöl", "Olio corpo alla mandorla", "Huile corporelle à l'amande"), ingredient: t("Mandelöl", "Olio di mandorla", "Huile d'amande"), forms: ["oil"], sizes: [100, 200], price: [11.9, 24], noun: true, features: ["natural", "vegan"],
                benefit: t("macht die Haut zart und beugt Dehnungsstreifen vor", "rende la pelle morbida e previene le smagliature", "adoucit la peau et prévient les vergetures") },
            ],
          },
          {
            key: "handcreme",
            name: t("Hand- & Fusspflege", "Cura di mani e piedi", "Soin des mains et des pieds"),
            lines: [
              { key: "handcreme", name: t("Handcreme Ringelblume", "Crema mani alla calendula", "Crème pour les mains au calendula"), ingredient: t("Ringelblume", "Calendula", "Calendula"), forms: ["cream"], sizes: [50, 100], price: [5.9, 12.9], noun: true, features: ["natural"],
                benefit: t("schützt beanspruchte Hände vor dem Austrocknen", "protegge le mani sollecitate dalla secchezza", "protège les mains sollicitées du dessèchement") },
              { key: "fusscreme", name: t("Hornhaut Fusscreme", "Crema piedi anti-callosità", "Crème pieds anti-callosités"), ingredient: t("Urea", "Urea", "Urée"), forms: ["cream"], sizes: [75, 100], price: [8.9, 16.9], noun: true,
                benefit: t("macht rissige Fersen wieder glatt", "rende di nuovo lisci i talloni screpolati", "lisse à nouveau les talons crevassés") },
            ],
          },
          {
            key: "wundpflege",
            name: t("Wund- & Narbenpflege", "Cura di ferite e cicatrici", "Soin des plaies et cicatrices"),
            lines: [
              { key: "dexpanthenol", name: t("Dexpanthenol Wundsalbe", "Pomata cicatrizzante al dexpantenolo", "Pommade cicatrisante au dexpanthénol"), ingredient: t("Dexpanthenol", "Dexpantenolo", "Dexpanthénol"), forms: ["ointment"], sizes: [30, 50, 100], price: [7.9, 18.9], noun: true,
                benefit: t("unterstützt die Hautregeneration bei kleinen Wunden und Schürfungen", "favorisce la rigenerazione cutanea in caso di piccole ferite e abrasioni", "favorise la régénération de la peau en cas de petites plaies et d'écorchures") },
              { key: "narbengel", name: t("Narbengel Silikon", "Gel al silicone per cicatrici", "Gel cicatrices au silicone"), forms: ["gel"], sizes: [15, 30], price: [19.9, 36], noun: true,
                benefit: t("macht Narben flacher, weicher und blasser", "rende le cicatrici più piatte, morbide e chiare", "rend les cicatrices plus plates, plus souples et plus claires") },
            ],
          },
        ],
      },
      {
        key: "duschen-baden",
        name: t("Duschen & Baden", "Doccia & bagno", "Douche & bain"),
        leaves: [
          {
            key: "duschgel",
            name: t("Duschgel", "Gel doccia", "Gel douche"),
            lines: [
              { key: "dusch-lavendel", name: t("Duschgel Lavendel", "Gel doccia lavanda", "Gel douche lavande"), forms: ["showergel"], sizes: [250, 500], price: [4.9, 11.9], noun: true, features: ["vegan"],
                benefit: t("reinigt mild und entspannt mit dem Duft von Lavendel", "deterge delicatamente e rilassa con il profumo della lavanda", "nettoie en douceur et détend grâce au parfum de la lavande") },
              { key: "dusch-sensitiv", name: t("Duschöl Sensitiv", "Olio doccia sensitive", "Huile de douche sensitive"), forms: ["showergel"], sizes: [200, 400], price: [7.9, 15.9], noun: true, skin: true, features: ["perfume_free"],
                benefit: t("schützt trockene Haut beim Duschen vor dem Austrocknen", "protegge la pelle secca dalla disidratazione sotto la doccia", "protège la peau sèche du dessèchement sous la douche") },
            ],
          },
          {
            key: "badezusatz",
            name: t("Badezusätze", "Additivi per il bagno", "Produits pour le bain"),
            lines: [
              { key: "erkaeltungsbad", name: t("Erkältungsbad Eukalyptus", "Bagno balsamico all'eucalipto", "Bain respiratoire à l'eucalyptus"), ingredient: t("Eukalyptusöl", "Olio di eucalipto", "Huile d'eucalyptus"), forms: ["oil"], sizes: [125, 250], price: [9.9, 17.9], noun: true,
                benefit: t("befreit die Atemwege und wärmt bei Erkältung", "libera le vie respiratorie e riscalda in caso di raffreddore", "dégage les voies respiratoires et réchauffe en cas de rhume") },
            ],
          },
        ],
      },
      {
        key: "deodorants",
        name: t("Deodorants", "Deodoranti", "Déodorants"),
        leaves: [
          {
            key: "deo",
            name: t("Deo Roll-on", "Deodorante roll-on", "Déodorant roll-on"),
            lines: [
              { key: "deo-48h", name: t("Deo 48h Mineral", "Deodorante 48h minerale", "Déodorant 48h minéral"), forms: ["deodorant"], sizes: [50], price: [4.9, 9.9], features: ["vegan"],
                benefit: t("schützt zuverlässig 48 Stunden ohne Aluminiumsalze", "protegge in modo affidabile per 48 ore senza sali di alluminio", "protège efficacement pendant 48 heures sans sels d'aluminium") },
              { key: "antitranspirant", name: t("Antitranspirant Extra Dry", "Antitraspirante extra dry", "Anti-transpirant extra dry"), forms: ["deodorant"], sizes: [50], price: [5.9, 12.9],
                benefit: t("reduziert starkes Schwitzen spürbar", "riduce sensibilmente la sudorazione intensa", "réduit nettement la transpiration abondante") },
            ],
          },
        ],
      },
    ],
  },
  {
    key: "baby",
    sector: "baby",
    branches: [
      {
        key: "babypflege",
        name: t("Babypflege", "Cura del bebè", "Soins bébé"),
        leaves: [
          {
            key: "wundschutz",
            name: t("Wundschutz", "Protezione arrossamenti", "Protection du siège"),
            lines: [
              { key: "zinkcreme", name: t("Wundschutzcreme Zink", "Crema protettiva all'ossido di zinco", "Crème pour le change à l'oxyde de zinc"), ingredient: t("Zinkoxid", "Ossido di zinco", "Oxyde de zinc"), forms: ["cream"], sizes: [75, 100], price: [7.9, 14.9], noun: true, age: "baby", features: ["perfume_free"],
                benefit: t("schützt den empfindlichen Windelbereich vor Rötungen", "protegge la delicata zona del pannolino dagli arrossamenti", "protège la zone sensible du change des rougeurs") },
            ],
          },
          {
            key: "babybad",
            name: t("Baden & Pflegen", "Bagno & cura", "Bain & soin"),
            lines: [
              { key: "babyoel", name: t("Babyöl Mandel", "Olio per bebè alla mandorla", "Huile bébé à l'amande"), ingredient: t("Mandelöl", "Olio di mandorla", "Huile d'amande"), forms: ["oil"], sizes: [100, 200], price: [8.9, 16.9], noun: true, age: "baby", features: ["natural"],
                benefit: t("pflegt zarte Babyhaut und eignet sich für die Babymassage", "nutre la pelle delicata del bebè ed è ideale per il massaggio", "nourrit la peau délicate de bébé et convient au massage") },
              { key: "babybad", name: t("Baby Bad & Shampoo", "Bagnoschiuma e shampoo bebè", "Bain et shampooing bébé"), forms: ["showergel"], sizes: [200, 400], price: [6.9, 13.9], noun: true, age: "baby", features: ["perfume_free"],
                benefit: t("reinigt Haut und Haar besonders mild und brennt nicht in den Augen", "deterge pelle e capelli con estrema delicatezza e non brucia gli occhi", "nettoie la peau et les cheveux en douceur et ne pique pas les yeux") },
              { key: "feuchttuecher", name: t("Baby Feuchttücher", "Salviette umidificate bebè", "Lingettes bébé"), forms: ["wipes"], sizes: [56, 64], price: [2.9, 5.9], age: "baby", features: ["perfume_free"],
                benefit: t("reinigt sanft beim Wickeln, auch unterwegs", "pulisce delicatamente durante il cambio, anche fuori casa", "nettoie en douceur lors du change, même en déplacement") },
            ],
          },
        ],
      },
      {
        key: "babynahrung",
        name: t("Babynahrung", "Alimenti per l'infanzia", "Alimentation bébé"),
        leaves: [
          {
            key: "saeuglingsmilch",
            name: t("Säuglingsmilch", "Latte per lattanti", "Lait infantile"),
            lines: [
              { key: "pre", name: t("Anfangsmilch Pre", "Latte di partenza Pre", "Lait 1er âge Pre"), forms: ["powder"], sizes: [600, 800], price: [16.9, 29.9], noun: true, age: "baby",
                benefit: t("eignet sich zur Ernährung von Geburt an", "è adatto all'alimentazione dalla nascita", "convient à l'alimentation dès la naissance") },
              { key: "folgemilch", name: t("Folgemilch 2", "Latte di proseguimento 2", "Lait de suite 2"), forms: ["powder"], sizes: [600, 800], price: [15.9, 27.9], noun: true, age: "baby",
                benefit: t("ergänzt die Beikost ab dem 6. Monat", "integra lo svezzamento dal 6° mese", "complète la diversification dès le 6e mois") },
            ],
          },
          {
            key: "brei",
            name: t("Brei & Snacks", "Pappe & snack", "Bouillies & en-cas"),
            lines: [
              { key: "getreidebrei", name: t("Bio Getreidebrei Hafer", "Pappa ai cereali bio avena", "Bouillie de céréales bio avoine"), forms: ["porridge"], sizes: [250, 400], price: [4.9, 8.9], noun: true, age: "baby", features: ["organic"],
                benefit: t("sättigt mit Vollkorn aus biologischem Anbau", "sazia con cereali integrali da agricoltura biologica", "rassasie grâce à des céréales complètes issues de l'agriculture biologique") },
            ],
          },
        ],
      },
      {
        key: "stillen-zubehoer",
        name: t("Stillen & Zubehör", "Allattamento & accessori", "Allaitement & accessoires"),
        leaves: [
          {
            key: "stillen",
            name: t("Stillen", "Allattamento", "Allaitement"),
            lines: [
              { key: "brustwarzensalbe", name: t("Lanolin Brustwarzensalbe", "Pomata alla lanolina per capezzoli", "Crème à la lanoline pour mamelons"), ingredient: t("Lanolin", "Lanolina", "Lanoline"), forms: ["ointment"], sizes: [10, 40], price: [9.9, 19.9], noun: true,
                benefit: t("pflegt wunde Brustwarzen in der Stillzeit", "lenisce i capezzoli irritati durante l'allattamento", "apaise les mamelons irrités pendant l'allaitement") },
              { key: "stilleinlagen", name: t("Stilleinlagen", "Coppette assorbilatte", "Coussinets d'allaitement"), forms: ["piece"], sizes: [30, 60], price: [6.9, 12.9],
                benefit: t("halten zuverlässig trocken, Tag und Nacht", "mantengono asciutto in modo affidabile, giorno e notte", "gardent au sec de façon fiable, jour et nuit") },
            ],
          },
          {
            key: "schnuller-flaschen",
            name: t("Schnuller & Flaschen", "Succhietti & biberon", "Lolettes & biberons"),
            lines: [
              { key: "schnuller", name: t("Silikon Schnuller 0–6 Monate", "Succhietto in silicone 0–6 mesi", "Lolette en silicone 0–6 mois"), forms: ["piece"], sizes: [1, 2], price: [6.9, 12.9], age: "baby",
                benefit: t("ist kiefergerecht geformt und frei von BPA", "ha una forma ortodontica ed è privo di BPA", "a une forme physiologique et est sans BPA") },
              { key: "flasche", name: t("Babyflasche Anti-Kolik 260 ml", "Biberon anticolica 260 ml", "Biberon anti-colique 260 ml"), forms: ["piece"], sizes: [1, 2], price: [9.9, 19.9], age: "baby",
                benefit: t("reduziert das Schlucken von Luft beim Trinken", "riduce l'ingestione d'aria durante la poppata", "réduit l'ingestion d'air pendant le biberon") },
            ],
          },
        ],
      },
    ],
  },
  {
    key: "haushalt",
    sector: "household",
    branches: [
      {
        key: "reinigung",
        name: t("Reinigung & Desinfektion", "Pulizia & disinfezione", "Nettoyage & désinfection"),
        leaves: [
          {
            key: "desinfektion",
            name: t("Desinfektion", "Disinfezione", "Désinfection"),
            lines: [
              { key: "haendedesinfektion", name: t("Händedesinfektion Gel", "Gel disinfettante mani", "Gel désinfectant pour les mains"), ingredient: t("Ethanol", "Etanolo", "Éthanol"), forms: ["gel"], sizes: [100, 500], price: [4.9, 14.9], noun: true,
                benefit: t("tötet 99,9 % der Bakterien und Viren ohne Wasser", "elimina il 99,9 % di batteri e virus senza acqua", "élimine 99,9 % des bactéries et des virus sans eau") },
              { key: "flaechendesinfektion", name: t("Flächendesinfektion Spray", "Spray disinfettante superfici", "Spray désinfectant surfaces"), ingredient: t("Ethanol", "Etanolo", "Éthanol"), forms: ["spray"], sizes: [500, 1000], price: [7.9, 17.9], noun: true,
                benefit: t("desinfiziert Oberflächen in der Küche und im Bad in 30 Sekunden", "disinfetta le superfici di cucina e bagno in 30 secondi", "désinfecte les surfaces de la cuisine et de la salle de bain en 30 secondes") },
            ],
          },
          {
            key: "reiniger",
            name: t("Reiniger", "Detergenti", "Nettoyants"),
            lines: [
              { key: "allzweck", name: t("Allzweckreiniger Zitrone", "Detergente multiuso limone", "Nettoyant multi-usages citron"), forms: ["liquid"], sizes: [750, 1000], price: [3.9, 8.9], noun: true, features: ["vegan"],
                benefit: t("entfernt Schmutz und Fett auf allen abwaschbaren Flächen", "rimuove sporco e grasso da tutte le superfici lavabili", "élimine la saleté et la graisse sur toutes les surfaces lavables") },
              { key: "entkalker", name: t("Bio Entkalker", "Decalcificante bio", "Détartrant bio"), forms: ["liquid"], sizes: [500, 1000], price: [5.9, 11.9], noun: true, features: ["organic"],
                benefit: t("löst Kalk in Wasserkochern und Kaffeemaschinen", "scioglie il calcare in bollitori e macchine da caffè", "dissout le calcaire des bouilloires et des machines à café") },
            ],
          },
        ],
      },
      {
        key: "insektenschutz",
        name: t("Insektenschutz", "Protezione insetti", "Protection anti-insectes"),
        leaves: [
          {
            key: "mueckenschutz",
            name: t("Mückenschutz", "Antizanzare", "Anti-moustiques"),
            lines: [
              { key: "muecken-spray", name: t("Mückenschutz Spray Tropen", "Spray antizanzare tropici", "Spray anti-moustiques tropiques"), ingredient: t("Icaridin", "Icaridina", "Icaridine"), forms: ["spray"], sizes: [75, 100, 150], price: [9.9, 21], noun: true,
                benefit: t("schützt bis zu 8 Stunden vor Mücken, auch in den Tropen", "protegge fino a 8 ore dalle zanzare, anche ai tropici", "protège jusqu'à 8 heures contre les moustiques, même sous les tropiques") },
              { key: "stichheilung", name: t("Stichheilgel", "Gel dopopuntura", "Gel après-piqûre"), ingredient: t("Dimetinden", "Dimetindene", "Dimétindène"), forms: ["gel"], sizes: [20, 30], price: [8.9, 14.9], noun: true,
                benefit: t("lindert Juckreiz und Schwellung nach Insektenstichen", "allevia prurito e gonfiore dopo le punture d'insetto", "soulage les démangeaisons et le gonflement après les piqûres d'insectes") },
            ],
          },
          {
            key: "zeckenschutz",
            name: t("Zeckenschutz", "Protezione zecche", "Protection anti-tiques"),
            lines: [
              { key: "zecken-spray", name: t("Zeckenschutz Lotion", "Lozione antizecche", "Lotion anti-tiques"), ingredient: t("DEET", "DEET", "DEET"), forms: ["lotion"], sizes: [50, 100], price: [10.9, 19.9], noun: true,
                benefit: t("hält Zecken bei Wanderungen bis zu 6 Stunden fern", "tiene lontane le zecche fino a 6 ore durante le escursioni", "éloigne les tiques jusqu'à 6 heures pendant les randonnées") },
              { key: "zeckenzange", name: t("Zeckenzange", "Pinzetta per zecche", "Pince à tiques"), forms: ["piece"], sizes: [1], price: [4.9, 8.9],
                benefit: t("entfernt Zecken sicher samt Kopf", "rimuove le zecche in sicurezza, testa compresa", "retire les tiques en toute sécurité, tête comprise") },
            ],
          },
        ],
      },
      {
        key: "erste-hilfe",
        name: t("Erste Hilfe", "Pronto soccorso", "Premiers secours"),
        leaves: [
          {
            key: "pflaster-verbaende",
            name: t("Pflaster & Verbände", "Cerotti & bende", "Pansements & bandages"),
            lines: [
              { key: "pflaster-sort", name: t("Pflaster Sortiment wasserfest", "Assortimento cerotti impermeabili", "Assortiment de pansements imperméables"), forms: ["plaster"], sizes: [20, 40], price: [4.9, 11.9],
                benefit: t("schützt kleine Wunden auch beim Duschen und Schwimmen", "protegge le piccole ferite anche sotto la doccia e in piscina", "protège les petites plaies même sous la douche et à la piscine") },
              { key: "blasenpflaster", name: t("Blasenpflaster Hydrokolloid", "Cerotti per vesciche idrocolloidi", "Pansements ampoules hydrocolloïdes"), forms: ["plaster"], sizes: [5, 10], price: [7.9, 14.9],
                benefit: t("polstert Blasen sofort ab und fördert die Heilung", "ammortizza subito le vesciche e favorisce la guarigione", "amortit immédiatement les ampoules et favorise la guérison") },
            ],
          },
          {
            key: "messgeraete",
            name: t("Fieberthermometer & Messgeräte", "Termometri & misuratori", "Thermomètres & appareils de mesure"),
            lines: [
              { key: "thermometer", name: t("Digitales Fieberthermometer", "Termometro digitale", "Thermomètre digital"), forms: ["piece"], sizes: [1], price: [9.9, 29.9],
                benefit: t("misst die Körpertemperatur in 10 Sekunden", "misura la temperatura corporea in 10 secondi", "mesure la température corporelle en 10 secondes") },
              { key: "blutdruck", name: t("Blutdruckmessgerät Handgelenk", "Misuratore di pressione da polso", "Tensiomètre au poignet"), forms: ["piece"], sizes: [1], price: [39.9, 89],
                benefit: t("misst Blutdruck und Puls zuverlässig und speichert 60 Messungen", "misura in modo affidabile pressione e polso e memorizza 60 misurazioni", "mesure de façon fiable la tension et le pouls et enregistre 60 mesures") },
            ],
          },
        ],
      },
    ],
  },
];

/** Digital products (downloads): health guides sold as PDF e-books. */
export const E_BOOKS: { key: string; title: I18n; price: number }[] = [
  { key: "ebook-immun", title: t("Ratgeber Immunsystem stärken", "Guida: rafforzare il sistema immunitario", "Guide : renforcer son système immunitaire"), price: 9.9 },
  { key: "ebook-schlaf", title: t("Ratgeber Besser schlafen", "Guida: dormire meglio", "Guide : mieux dormir"), price: 9.9 },
  { key: "ebook-haut", title: t("Ratgeber Gesunde Haut", "Guida: una pelle sana", "Guide : une peau saine"), price: 12.9 },
  { key: "ebook-baby", title: t("Ratgeber Das erste Babyjahr", "Guida: il primo anno del bebè", "Guide : la première année de bébé"), price: 14.9 },
  { key: "ebook-reise", title: t("Ratgeber Reiseapotheke", "Guida: la farmacia da viaggio", "Guide : la pharmacie de voyage"), price: 7.9 },
];
