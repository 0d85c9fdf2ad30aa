/**
 * Server-side link that remembers every operation of one Apollo client so a loader
 * can wait for them and answer with a proper 502/503 status instead of streaming
 * a page whose data failed.
 */
import { ApolloLink } from "@apollo/client";
import { data } from "react-router";
import { Observable } from "rxjs";
import { clientInputErrorFor, gatewayStatusFor, gatewayStatusForGraphQLErrors, type ClientInputError, type GatewayStatus } from "./errors";

export class QueryTracker {
  private readonly pending = new Set<Promise<void>>();
  private failure: GatewayStatus | undefined;
  private inputError: ClientInputError | undefined;

  readonly link = new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let settle!: () => void;
        const done = new Promise<void>((resolve) => (settle = resolve));
        this.pending.add(done);
        const finish = () => {
          settle();
          this.pending.delete(done);
        };
        const subscription = forward(operation).subscribe({
          next: (result) => {
            if (result.errors?.length && !result.data) {
              const inputError = clientInputErrorFor(result.errors);
              if (inputError) this.inputError ??= inputError;
              else this.fail(gatewayStatusForGraphQLErrors(result.errors));
            }
            observer.next(result);
          },
          error: (error: unknown) => {
            this.fail(gatewayStatusFor(error));
            finish();
            observer.error(error);
          },
          complete: () => {
            finish();
            observer.complete();
          },
        });
        return () => {
          subscription.unsubscribe();
          finish();
        };
      }),
  );

  private fail(status: GatewayStatus) {
    // 503 (unreachable) wins over 502: it is the more useful hint.
    if (this.failure !== 503) this.failure = status;
  }

  /** Resolves when all started operations are done; throws a 502/503 response if one failed. */
  async settled(): Promise<void> {
    // Operations enter the link chain asynchronously after preloadQuery().
    await new Promise((resolve) => setTimeout(resolve, 0));
    while (this.pending.size > 0) {
      await Promise.all([...this.pending]);
    }
    if (this.failure) {
      throw data({ reason: "gateway" }, { status: this.failure });
    }
    // The visitor's input was refused (e.g. a page beyond the last): 400/404 with the gateway's localised text.
    if (this.inputError) {
      throw data({ reason: "input", messages: this.inputError.messages }, { status: this.inputError.status });
    }
  }
}
