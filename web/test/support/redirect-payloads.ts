/**
 * Targets that must never lead off the shop (issue 20): the probed ones first, then the classic open-redirect
 * tricks. Shared by the rule's unit tests (web/test/redirect-rule.test.ts), the web server test and the e2e
 * suite (e2e/redirect.spec.ts), so every entry point is held to the same list.
 */
export const HOSTILE_TARGETS: readonly string[] = [
  // issue 20, probed on main: each became `//evil.test` after the old check
  "/..//evil.test",
  "/.//evil.test",
  "/a/..//evil.test",
  "/%2e%2e//evil.test",
  "/%2E%2E//evil.test",
  "/.%2e//evil.test",
  "/x/../..//evil.test",
  // backslashes, which browsers read as slashes
  "/\\evil.test",
  "/\\/evil.test",
  "\\\\evil.test",
  "/%5Cevil.test",
  "/%5cevil.test",
  // absolute, protocol-relative, schemes
  "https://evil.test",
  "http://localhost:3000/account",
  "//evil.test",
  "///evil.test",
  "/%2F%2Fevil.test",
  "/%2f/evil.test",
  "/%252e%252e//evil.test",
  "/%25252e%25252e//evil.test",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  // tabs, newlines and other characters browsers drop or fold
  "/\t/evil.test",
  "/\n/evil.test",
  "/\r\n/evil.test",
  "/%09/evil.test",
  "/%0a/evil.test",
  " //evil.test",
  "/\u0000/evil.test",
  "/\u00A0/evil.test",
  // malformed, empty, relative, over-long
  "/%E0%A4%A",
  "",
  "evil.test",
  `/${"a".repeat(3000)}`,
  `/..//evil.test?${"x".repeat(3000)}`,
];
