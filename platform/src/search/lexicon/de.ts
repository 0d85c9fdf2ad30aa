import type { Lexicon } from "./types.js";

export const de: Lexicon = {
  stopwords: ["der", "die", "das", "den", "dem", "des", "und", "mit", "für", "gegen", "bei", "ein", "eine", "einen", "von", "vom", "zum", "zur", "im", "am"],
  synonyms: [
    ["Kopfschmerzen", "Kopfweh", "Migräne"],
    ["Halsschmerzen", "Halsweh", "Heiserkeit"],
    ["Rückenschmerzen", "Rückenweh", "Hexenschuss", "Rücken"],
    ["Schnupfen", "verstopfte Nase", "Nasenspray"],
    ["Erkältung", "erkältet", "Grippe"],
    ["Sodbrennen", "saures Aufstossen", "Reflux"],
    ["Verstopfung", "Abführ"],
    ["Schlafstörungen", "Schlaflosigkeit", "Einschlafen", "Schlaf"],
    ["Heuschnupfen", "Pollenallergie", "Pollen"],
    ["Mücken", "Mückenschutz", "Insektenschutz"],
    ["Sonnenbrand", "After Sun"],
    ["ASS", "Acetylsalicylsäure", "Aspirin"],
  ],
};
