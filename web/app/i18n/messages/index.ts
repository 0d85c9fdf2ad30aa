import { withTypography } from "@shop/rules";
import type { Locale } from "../locales";
import de from "./de.json";
import fr from "./fr.json";
import it from "./it.json";

/** German is the source catalogue; every other catalogue has exactly its keys. */
export type MessageId = keyof typeof de;
export type Messages = Record<MessageId, string>;

/** As shown: French with its no-break spaces (@shop/rules' typography; the build's catalogue gets the same). */
export const MESSAGES: Record<Locale, Messages> = { de, it, fr: withTypography("fr", fr) };

declare global {
  // Lets react-intl type-check message ids against the German catalogue.
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
