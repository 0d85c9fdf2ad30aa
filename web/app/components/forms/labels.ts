import { fieldLabel } from "@shop/rules";
import { useLocale } from "~/i18n/useLocale";

/**
 * Field labels come from @shop/rules (the same names the gateway uses in 'field - detail'
 * messages), so a label and the server's message about that field always agree.
 */
export function useFieldLabel(): (field: string) => string {
  const locale = useLocale();
  return (field) => fieldLabel(locale, field);
}
