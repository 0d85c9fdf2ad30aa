import type { Lexicon } from "./types.js";

export const it: Lexicon = {
  stopwords: ["di", "del", "della", "dello", "dei", "degli", "delle", "da", "dal", "per", "con", "il", "lo", "la", "gli", "le", "un", "una", "uno", "ed", "contro", "al", "alla", "allo", "ai", "nel", "nella", "in", "mi", "fa", "ho"],
  synonyms: [
    ["mal di testa", "emicrania", "cefalea", "dolore alla testa"],
    ["mal di gola", "gola", "raucedine"],
    ["mal di schiena", "schiena", "lombalgia"],
    ["mal di denti", "dolore ai denti"],
    ["dolori muscolari", "dolori articolari", "contusione", "distorsione", "strappo"],
    ["raffreddore", "naso chiuso", "naso che cola", "spray nasale"],
    ["influenza", "raffreddore influenza"],
    ["tosse", "catarro", "muco"],
    ["febbre", "antifebbrile", "antipiretico"],
    ["bruciore di stomaco", "reflusso", "pirosi"],
    ["stitichezza", "costipazione", "lassativo", "lassativa"],
    ["diarrea", "dissenteria"],
    ["insonnia", "disturbi del sonno", "sonno"],
    ["raffreddore da fieno", "polline", "pollini", "rinite allergica"],
    ["allergia", "allergie", "antiallergico"],
    ["zanzare", "antizanzare", "punture"],
    ["scottatura", "eritema solare", "doposole"],
    ["crema solare", "protezione solare", "latte solare"],
    ["aspirina", "aspirin", "acido acetilsalicilico"],
    ["paracetamolo", "acetaminofene"],
    ["ibuprofene", "ibuprofen"],
    ["dentifricio", "pasta dentifricia"],
  ],
};
