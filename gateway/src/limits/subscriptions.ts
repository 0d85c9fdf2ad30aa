/**
 * `subscription { … }` over HTTP: the schema has no Subscription type, and graphql-js would fail it at
 * execution as an internal error with status 200. It is the client's mistake, so it is refused as one:
 * 400 BAD_REQUEST with a localised message, before any resolver or Store API call.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError } from "graphql";
import { SUBSCRIPTION_UNSUPPORTED_MESSAGES } from "../errors/messages.js";
import { localeOf } from "./limitErrors.js";

export function refuseSubscriptionsPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, operation }) {
          if (operation?.operation !== "subscription") return;
          const message = SUBSCRIPTION_UNSUPPORTED_MESSAGES[localeOf(request.http?.headers)];
          throw new GraphQLError(message, { extensions: { code: "BAD_REQUEST", status: 400, http: { status: 400 } } });
        },
      };
    },
  };
}
