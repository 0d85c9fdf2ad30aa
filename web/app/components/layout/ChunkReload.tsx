/**
 * Chunk load errors (a deploy replaced the JS files) reload the page once (SPEC §2). A guard in
 * session storage remembers the path and an expiry of 10 s (SPEC §9) so a broken build cannot loop.
 */
import { useEffect } from "react";
import { DISPLAY } from "~/business/display";

export const RELOAD_GUARD_KEY = "chunk-reload-guard";

const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === "string" ? error : "";
  return CHUNK_ERROR.test(message);
}

interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** True (and the guard set) when a reload may happen now for `path`; false while a guard for it is live. */
export function claimReload(storage: GuardStorage, path: string, now = Date.now()): boolean {
  try {
    const raw = storage.getItem(RELOAD_GUARD_KEY);
    if (raw) {
      const guard = JSON.parse(raw) as { path?: string; expires?: number };
      if (guard.path === path && typeof guard.expires === "number" && guard.expires > now) return false;
    }
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + DISPLAY.reloadGuardMs }));
    return true;
  } catch {
    // Storage disabled: never reload (a loop would be worse than an error page).
    return false;
  }
}

function reloadOnce() {
  const path = `${window.location.pathname}${window.location.search}`;
  if (claimReload(window.sessionStorage, path)) window.location.reload();
}

/** Listens for chunk failures outside React (preloads, unhandled rejections). */
export function ChunkReloadListener() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reloadOnce();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce();
    };
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadOnce();
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener("vite:preloadError", onPreloadError);
    };
  }, []);
  return null;
}

/** In an error boundary: a chunk error reloads once. */
export function ChunkReloadOnError({ error }: { error: unknown }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  return null;
}
