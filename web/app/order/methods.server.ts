/** Payment methods an unpaid order may switch to (afterOrderEnabled); a failure only hides the choice. */
import { callGateway } from "~/account/gateway.server";
import type { ChangeableMethod } from "~/components/order/OrderPaymentActions";
import { OrderPaymentMethodsQuery, type OrderData } from "./documents";

export async function changeableMethods(request: Request, order: Pick<OrderData, "canChangePaymentMethod" | "paid">): Promise<ChangeableMethod[]> {
  if (order.paid || !order.canChangePaymentMethod) return [];
  const call = await callGateway(request, OrderPaymentMethodsQuery);
  return call.data?.checkout.paymentMethods.filter((method) => method.afterOrderEnabled) ?? [];
}
