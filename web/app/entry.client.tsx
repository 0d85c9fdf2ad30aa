import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { localeFromPathname } from "./i18n/locales";
import { loadMessages } from "./i18n/messages/browser";

// No Apollo Client here: page data arrives as loader data; the few parts that query /graphql after load
// bring it with them (apollo/scope.tsx).
// The page's message catalogue first (preloaded by the root layout), so hydration renders what the server did.
void loadMessages(localeFromPathname(window.location.pathname))
  .catch(() => undefined) // hydration then suspends on it and tries again
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
