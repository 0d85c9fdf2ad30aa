/** /account/order/{id}/download/{downloadId}: digital content of a paid order, streamed from the gateway after its ownership check. */
import { proxyOrderFile } from "~/order/files.server";
import type { Route } from "./+types/order.$id.download.$downloadId";

export function loader({ request, params }: Route.LoaderArgs) {
  return proxyOrderFile(request, "downloads", params.id, params.downloadId);
}
