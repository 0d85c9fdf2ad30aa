import { data } from "react-router";
import { ErrorContent } from "~/components/ErrorContent";
import type { Route } from "./+types/$";

/** Final catch-all: no route matched, so answer 404 'Page not found: {path}'. */
export function loader({ request }: Route.LoaderArgs) {
  throw data({ path: new URL(request.url).pathname }, { status: 404 });
}

export default function CatchAll() {
  return null;
}

/** Rendered inside the default layout, so header and navigation stay. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorContent error={error} />
    </div>
  );
}
