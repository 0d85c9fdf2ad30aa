import type { I18n } from "../data.js";

/** Dosage / product forms: names (singular, plural) per language and how the pack is measured. */
export interface Form {
  key: string;
  one: I18n;
  many: I18n;
  /** "count": n pieces; "ml" / "g": content */
  measure: "count" | "ml" | "g";
  /** how-to-use sentence (imperative / infinitive style, as on Swiss package leaflets) */
  usage: I18n;
}

const f = (key: string, measure: Form["measure"], one: I18n, many: I18n, usage: I18n): Form => ({ key, measure, one, many, usage });
const same = (s: string): I18n => ({ de: s, it: s, fr: s });

export const FORMS: Record<string, Form> = Object.fromEntries(
  [
    f("tablet", "count", { de: "Tablette", it: "compressa", fr: "comprimé" }, { de: "Tabletten", it: "compresse", fr: "comprimés" }, {
      de: "Erwachsene und Jugendliche ab 12 Jahren nehmen 1 Tablette mit einem Glas Wasser ein, höchstens 3-mal täglich.",
      it: "Adulti e ragazzi dai 12 anni: assumere 1 compressa con un bicchiere d'acqua, al massimo 3 volte al giorno.",
      fr: "Adultes et adolescents dès 12 ans : prendre 1 comprimé avec un verre d'eau, au maximum 3 fois par jour.",
    }),
    f("filmtab", "count", { de: "Filmtablette", it: "compressa rivestita", fr: "comprimé pelliculé" }, { de: "Filmtabletten", it: "compresse rivestite", fr: "comprimés pelliculés" }, {
      de: "1 Filmtablette unzerkaut mit reichlich Flüssigkeit einnehmen, vorzugsweise zu einer Mahlzeit.",
      it: "Assumere 1 compressa rivestita senza masticare con abbondante liquido, preferibilmente durante un pasto.",
      fr: "Avaler 1 comprimé pelliculé sans le croquer avec suffisamment de liquide, de préférence pendant un repas.",
    }),
    f("capsule", "count", { de: "Kapsel", it: "capsula", fr: "gélule" }, { de: "Kapseln", it: "capsule", fr: "gélules" }, {
      de: "Täglich 1 Kapsel mit etwas Wasser zu einer Mahlzeit einnehmen.",
      it: "Assumere 1 capsula al giorno con un po' d'acqua durante un pasto.",
      fr: "Prendre 1 gélule par jour avec un peu d'eau au cours d'un repas.",
    }),
    f("effervescent", "count", { de: "Brausetablette", it: "compressa effervescente", fr: "comprimé effervescent" }, { de: "Brausetabletten", it: "compresse effervescenti", fr: "comprimés effervescents" }, {
      de: "1 Brausetablette in einem Glas Wasser (200 ml) auflösen und sofort trinken.",
      it: "Sciogliere 1 compressa effervescente in un bicchiere d'acqua (200 ml) e bere subito.",
      fr: "Dissoudre 1 comprimé effervescent dans un verre d'eau (200 ml) et boire immédiatement.",
    }),
    f("lozenge", "count", { de: "Lutschtablette", it: "pastiglia", fr: "pastille" }, { de: "Lutschtabletten", it: "pastiglie", fr: "pastilles" }, {
      de: "Alle 2 bis 3 Stunden 1 Lutschtablette langsam im Mund zergehen lassen, höchstens 8 pro Tag.",
      it: "Lasciar sciogliere lentamente in bocca 1 pastiglia ogni 2–3 ore, al massimo 8 al giorno.",
      fr: "Laisser fondre lentement 1 pastille dans la bouche toutes les 2 à 3 heures, au maximum 8 par jour.",
    }),
    f("sachet", "count", { de: "Beutel", it: "bustina", fr: "sachet" }, { de: "Beutel", it: "bustine", fr: "sachets" }, {
      de: "Den Inhalt von 1 Beutel in einem Glas Wasser auflösen und trinken.",
      it: "Sciogliere il contenuto di 1 bustina in un bicchiere d'acqua e bere.",
      fr: "Dissoudre le contenu d'1 sachet dans un verre d'eau et boire.",
    }),
    f("gummy", "count", { de: "Fruchtgummi", it: "caramella gommosa", fr: "bonbon gélifié aux fruits" }, { de: "Fruchtgummis", it: "caramelle gommose", fr: "bonbons gélifiés aux fruits" }, {
      de: "Täglich 2 Fruchtgummis gut zerkauen. Die empfohlene Tagesdosis nicht überschreiten.",
      it: "Masticare bene 2 caramelle gommose al giorno. Non superare la dose giornaliera raccomandata.",
      fr: "Bien mâcher 2 bonbons gélifiés par jour. Ne pas dépasser la dose journalière recommandée.",
    }),
    f("syrup", "ml", { de: "Sirup", it: "sciroppo", fr: "sirop" }, { de: "Sirup", it: "sciroppo", fr: "sirop" }, {
      de: "Erwachsene nehmen 3-mal täglich 10 ml mit dem beiliegenden Messbecher ein. Vor Gebrauch schütteln.",
      it: "Adulti: assumere 10 ml 3 volte al giorno con il misurino allegato. Agitare prima dell'uso.",
      fr: "Adultes : prendre 10 ml 3 fois par jour avec le gobelet doseur fourni. Agiter avant emploi.",
    }),
    f("drops", "ml", { de: "Tropfen", it: "gocce", fr: "gouttes" }, { de: "Tropfen", it: "gocce", fr: "gouttes" }, {
      de: "3-mal täglich 20 Tropfen mit etwas Wasser verdünnt einnehmen.",
      it: "Assumere 20 gocce diluite in un po' d'acqua 3 volte al giorno.",
      fr: "Prendre 20 gouttes diluées dans un peu d'eau 3 fois par jour.",
    }),
    f("eyedrops", "ml", { de: "Augentropfen", it: "collirio", fr: "gouttes oculaires" }, { de: "Augentropfen", it: "collirio", fr: "gouttes oculaires" }, {
      de: "Bei Bedarf 1 bis 2 Tropfen in jedes Auge geben. Nach dem Öffnen innert 3 Monaten aufbrauchen.",
      it: "Se necessario instillare 1–2 gocce in ciascun occhio. Dopo l'apertura utilizzare entro 3 mesi.",
      fr: "Si nécessaire, instiller 1 à 2 gouttes dans chaque œil. Après ouverture, utiliser dans les 3 mois.",
    }),
    f("nasalspray", "ml", { de: "Nasenspray", it: "spray nasale", fr: "spray nasal" }, { de: "Nasenspray", it: "spray nasale", fr: "spray nasal" }, {
      de: "Bis zu 3-mal täglich 1 Sprühstoss in jedes Nasenloch. Nicht länger als 7 Tage anwenden.",
      it: "Fino a 3 volte al giorno 1 spruzzo per narice. Non usare per più di 7 giorni.",
      fr: "Jusqu'à 3 fois par jour 1 pulvérisation dans chaque narine. Ne pas utiliser plus de 7 jours.",
    }),
    f("spray", "ml", { de: "Spray", it: "spray", fr: "spray" }, { de: "Spray", it: "spray", fr: "spray" }, {
      de: "Aus etwa 15 cm Abstand gleichmässig aufsprühen. Nicht in die Augen sprühen.",
      it: "Spruzzare uniformemente da circa 15 cm di distanza. Non spruzzare negli occhi.",
      fr: "Vaporiser uniformément à environ 15 cm de distance. Ne pas vaporiser dans les yeux.",
    }),
    f("cream", "ml", { de: "Creme", it: "crema", fr: "crème" }, { de: "Cremes", it: "creme", fr: "crèmes" }, {
      de: "Morgens und abends auf die gereinigte Haut auftragen und sanft einmassieren.",
      it: "Applicare mattina e sera sulla pelle detersa e massaggiare delicatamente.",
      fr: "Appliquer matin et soir sur la peau nettoyée et masser délicatement.",
    }),
    f("gel", "ml", { de: "Gel", it: "gel", fr: "gel" }, { de: "Gels", it: "gel", fr: "gels" }, {
      de: "2- bis 3-mal täglich dünn auf die betroffene Stelle auftragen und einziehen lassen.",
      it: "Applicare uno strato sottile sulla zona interessata 2–3 volte al giorno e lasciare assorbire.",
      fr: "Appliquer en couche fine sur la zone concernée 2 à 3 fois par jour et laisser pénétrer.",
    }),
    f("ointment", "g", { de: "Salbe", it: "pomata", fr: "pommade" }, { de: "Salben", it: "pomate", fr: "pommades" }, {
      de: "1- bis 2-mal täglich dünn auf die betroffene Hautstelle auftragen.",
      it: "Applicare uno strato sottile sulla zona cutanea interessata 1–2 volte al giorno.",
      fr: "Appliquer en couche fine sur la zone de peau concernée 1 à 2 fois par jour.",
    }),
    f("lotion", "ml", { de: "Lotion", it: "lozione", fr: "lotion" }, { de: "Lotionen", it: "lozioni", fr: "lotions" }, {
      de: "Nach dem Duschen oder Baden grosszügig auf der Haut verteilen.",
      it: "Dopo la doccia o il bagno distribuire generosamente sulla pelle.",
      fr: "Après la douche ou le bain, répartir généreusement sur la peau.",
    }),
    f("oil", "ml", { de: "Öl", it: "olio", fr: "huile" }, { de: "Öle", it: "oli", fr: "huiles" }, {
      de: "Einige Tropfen auf die Haut geben und sanft einmassieren.",
      it: "Versare qualche goccia sulla pelle e massaggiare delicatamente.",
      fr: "Verser quelques gouttes sur la peau et masser délicatement.",
    }),
    f("shampoo", "ml", same("Shampoo"), { de: "Shampoos", it: "shampoo", fr: "shampooings" }, {
      de: "Auf das nasse Haar auftragen, aufschäumen, kurz einwirken lassen und gründlich ausspülen.",
      it: "Applicare sui capelli bagnati, massaggiare, lasciare agire brevemente e risciacquare bene.",
      fr: "Appliquer sur cheveux mouillés, faire mousser, laisser agir brièvement et rincer abondamment.",
    }),
    f("showergel", "ml", { de: "Duschgel", it: "gel doccia", fr: "gel douche" }, { de: "Duschgels", it: "gel doccia", fr: "gels douche" }, {
      de: "Auf die nasse Haut auftragen, aufschäumen und abspülen.",
      it: "Applicare sulla pelle bagnata, far schiumare e risciacquare.",
      fr: "Appliquer sur peau mouillée, faire mousser et rincer.",
    }),
    f("toothpaste", "ml", { de: "Zahnpasta", it: "dentifricio", fr: "dentifrice" }, { de: "Zahnpasten", it: "dentifrici", fr: "dentifrices" }, {
      de: "2-mal täglich mindestens 2 Minuten die Zähne putzen.",
      it: "Lavare i denti 2 volte al giorno per almeno 2 minuti.",
      fr: "Se brosser les dents 2 fois par jour pendant au moins 2 minutes.",
    }),
    f("mouthwash", "ml", { de: "Mundspülung", it: "collutorio", fr: "bain de bouche" }, { de: "Mundspülungen", it: "collutori", fr: "bains de bouche" }, {
      de: "Nach dem Zähneputzen 20 ml 30 Sekunden im Mund spülen, nicht schlucken.",
      it: "Dopo aver lavato i denti sciacquare la bocca con 20 ml per 30 secondi, non deglutire.",
      fr: "Après le brossage, rincer la bouche 30 secondes avec 20 ml, ne pas avaler.",
    }),
    f("deodorant", "ml", { de: "Deo Roll-on", it: "deodorante roll-on", fr: "déodorant roll-on" }, { de: "Deo Roll-ons", it: "deodoranti roll-on", fr: "déodorants roll-on" }, {
      de: "Morgens auf die saubere, trockene Haut der Achseln auftragen.",
      it: "Applicare al mattino sulla pelle pulita e asciutta delle ascelle.",
      fr: "Appliquer le matin sur la peau propre et sèche des aisselles.",
    }),
    f("powder", "g", { de: "Pulver", it: "polvere", fr: "poudre" }, { de: "Pulver", it: "polveri", fr: "poudres" }, {
      de: "Gemäss Dosiertabelle auf der Packung zubereiten. Nur den beiliegenden Messlöffel verwenden.",
      it: "Preparare secondo la tabella di dosaggio sulla confezione. Usare solo il misurino allegato.",
      fr: "Préparer selon le tableau de dosage figurant sur l'emballage. N'utiliser que la cuillère-mesure fournie.",
    }),
    f("porridge", "g", { de: "Brei", it: "pappa", fr: "bouillie" }, { de: "Breie", it: "pappe", fr: "bouillies" }, {
      de: "Mit warmem Wasser oder Milch anrühren, auf Trinktemperatur abkühlen lassen und sofort füttern.",
      it: "Mescolare con acqua o latte caldo, lasciar raffreddare a temperatura adeguata e servire subito.",
      fr: "Délayer dans de l'eau ou du lait chaud, laisser tiédir et servir immédiatement.",
    }),
    f("wipes", "count", { de: "Feuchttuch", it: "salvietta", fr: "lingette" }, { de: "Feuchttücher", it: "salviette", fr: "lingettes" }, {
      de: "Ein Tuch entnehmen, die Haut sanft reinigen und die Packung wieder gut verschliessen.",
      it: "Estrarre una salvietta, pulire delicatamente la pelle e richiudere bene la confezione.",
      fr: "Prendre une lingette, nettoyer délicatement la peau et bien refermer le paquet.",
    }),
    f("plaster", "count", { de: "Pflaster", it: "cerotto", fr: "pansement" }, { de: "Pflaster", it: "cerotti", fr: "pansements" }, {
      de: "Wunde reinigen, Haut trocknen lassen und das Pflaster ohne Zug aufkleben. Täglich wechseln.",
      it: "Pulire la ferita, lasciare asciugare la pelle e applicare il cerotto senza tenderlo. Cambiare ogni giorno.",
      fr: "Nettoyer la plaie, laisser sécher la peau et coller le pansement sans tension. Changer chaque jour.",
    }),
    f("piece", "count", { de: "Stück", it: "pezzo", fr: "pièce" }, { de: "Stück", it: "pezzi", fr: "pièces" }, {
      de: "Vor dem ersten Gebrauch die beiliegende Anleitung lesen.",
      it: "Prima del primo utilizzo leggere le istruzioni allegate.",
      fr: "Lire la notice jointe avant la première utilisation.",
    }),
    f("liquid", "ml", { de: "Flüssigkeit", it: "liquido", fr: "liquide" }, { de: "Flüssigkeiten", it: "liquidi", fr: "liquides" }, {
      de: "Unverdünnt auf die Oberfläche geben, kurz einwirken lassen und mit einem feuchten Tuch abwischen.",
      it: "Applicare puro sulla superficie, lasciare agire brevemente e passare con un panno umido.",
      fr: "Appliquer pur sur la surface, laisser agir brièvement et essuyer avec un chiffon humide.",
    }),
    f("ebook", "count", same("E-Book"), same("E-Books"), {
      de: "Nach dem Kauf steht das E-Book als PDF in Ihrem Kundenkonto unter Bestellungen zum Download bereit.",
      it: "Dopo l'acquisto l'e-book è disponibile in PDF nel suo account cliente, alla voce Ordini.",
      fr: "Après l'achat, l'e-book est disponible en PDF dans votre compte client, sous Commandes.",
    }),
  ].map((x) => [x.key, x]),
);
