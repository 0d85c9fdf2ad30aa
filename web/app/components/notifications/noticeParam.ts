/** The query parameter naming a notice after a redirect (./notices.ts): the header checks for it on every page. */
export const NOTICE_PARAM = "notice";
