import type { Lexicon } from "./types.js";

export const fr: Lexicon = {
  stopwords: ["de", "du", "des", "la", "le", "les", "un", "une", "et", "pour", "contre", "au", "aux", "en", "avec", "sur", "par", "ai", "j", "mon", "ma", "mes"],
  synonyms: [
    ["mal de tête", "maux de tête", "migraine", "céphalée", "mal à la tête"],
    ["mal de gorge", "maux de gorge", "gorge", "enrouement"],
    ["mal de dos", "maux de dos", "dos", "lumbago"],
    ["mal de dents", "maux de dents"],
    ["douleurs musculaires", "douleurs articulaires", "courbatures", "entorse", "contusion"],
    ["rhume", "nez bouché", "nez qui coule", "spray nasal"],
    ["grippe", "rhume grippe", "refroidissement"],
    ["toux", "tousser", "mucosités"],
    ["fièvre", "antipyrétique"],
    ["brûlures d'estomac", "aigreurs", "reflux"],
    ["constipation", "laxatif", "laxative"],
    ["diarrhée", "diarrhee"],
    ["insomnie", "troubles du sommeil", "sommeil"],
    ["rhume des foins", "pollen", "pollens", "rhinite allergique"],
    ["allergie", "allergies", "antiallergique"],
    ["moustiques", "anti moustiques", "piqûres"],
    ["coup de soleil", "après soleil"],
    ["crème solaire", "protection solaire", "lait solaire"],
    ["aspirine", "aspirin", "acide acétylsalicylique"],
    ["paracétamol", "acétaminophène"],
    ["ibuprofène", "ibuprofen"],
    ["dentifrice", "pâte dentifrice"],
  ],
};
