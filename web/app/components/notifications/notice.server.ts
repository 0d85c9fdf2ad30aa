/**
 * The text of a `?notice=<key>` (notices.ts) for the page being rendered, read by the root loader: the
 * browser then needs no copy of the @shop/rules message catalogues (and their zod schemas) to show it.
 */
import { translate } from "@shop/rules";
import { localeFromPathname } from "~/i18n/locales";
import { isNoticeKey, NOTICE_PARAM, NOTICES, type NoticeKey } from "./notices";

export interface NoticeText {
  key: NoticeKey;
  text: string;
}

export function noticeFor(request: Request): NoticeText | null {
  const url = new URL(request.url);
  const key = url.searchParams.get(NOTICE_PARAM);
  if (!isNoticeKey(key)) return null;
  return { key, text: translate(localeFromPathname(url.pathname), NOTICES[key]) };
}
