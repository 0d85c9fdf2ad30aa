/**
 * GraphiQL for the gateway. Posts to /graphql on the same origin with
 * content-type: application/json (which also satisfies Apollo's CSRF prevention).
 */
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import { createRoot } from "react-dom/client";
import { GraphiQL } from "graphiql";
import { createGraphiQLFetcher } from "@graphiql/toolkit";

const fetcher = createGraphiQLFetcher({
  url: new URL("/graphql", window.location.origin).toString(),
  headers: { "content-type": "application/json" },
});

const defaultQuery = `# Shop gateway. Set the language with the x-shop-locale header (de, it, fr).
query Teaser {
  products(limit: 5) {
    total
    items { id name url price { unitPrice { amount currency } } }
  }
}
`;

// A shared link such as /graphiql?query=... opens with that query (and keeps it in the URL while editing).
const params = new URLSearchParams(window.location.search);
const initialQuery = params.get("query") ?? undefined;
const onEditQuery = (query: string) => {
  params.set("query", query);
  window.history.replaceState(null, "", `${window.location.pathname}?${params.toString()}`);
};

const container = document.getElementById("graphiql");
if (!container) throw new Error("#graphiql container missing");
createRoot(container).render(
  <GraphiQL
    fetcher={fetcher}
    defaultQuery={defaultQuery}
    initialQuery={initialQuery}
    onEditQuery={onEditQuery}
    defaultHeaders={`{ "x-shop-locale": "de" }`}
  />,
);
