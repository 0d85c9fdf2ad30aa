/** /account/order/{id}/document/{documentId}: an invoice PDF, streamed from the gateway after its ownership check. */
import { proxyOrderFile } from "~/order/files.server";
import type { Route } from "./+types/order.$id.document.$documentId";

export function loader({ request, params }: Route.LoaderArgs) {
  return proxyOrderFile(request, "documents", params.id, params.documentId);
}
