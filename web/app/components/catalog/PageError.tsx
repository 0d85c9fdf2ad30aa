/**
 * Error states of catalogue routes: malformed filters (400), input refused by the gateway (400),
 * failed route validation ('Page Not Found: {path}', 404); everything else goes to the shared
 * ErrorContent (unknown path 404, 408, 500, 502, 503). Never a stack trace.
 */
import { isRouteErrorResponse } from "react-router";
import { ErrorContent } from "~/components/ErrorContent";
import { ChunkReloadOnError } from "~/components/layout/ChunkReload";
import { CatalogRequestError } from "~/components/pageParts";

export interface ErrorPayload {
  reason?: string;
  messages?: string[];
  errors?: { param: string; code: string }[];
}

export function CatalogPageError({ error }: { error: unknown }) {
  const payload: ErrorPayload = isRouteErrorResponse(error) && error.data && typeof error.data === "object" ? (error.data as ErrorPayload) : {};
  const status = isRouteErrorResponse(error) ? error.status : 500;

  // Their own chunk; everything else (chunk load errors after a deployment too) stays with what every page loads.
  if (status === 404 && payload.reason === "invalid") return <CatalogRequestError status={404} payload={payload} />;
  if (status === 400) return <CatalogRequestError status={400} payload={payload} />;

  return (
    <div className="container">
      <ChunkReloadOnError error={error} />
      <ErrorContent error={error} />
    </div>
  );
}
