import { fetchQuery } from "react-relay/hooks";
import type { GraphQLTaggedNode, IEnvironment, OperationType, Subscription } from "relay-runtime";

/**
 * Network-only fetches of one query whose answer must reflect the latest change (results land in the store, so
 * everything on screen that reads them updates in place).
 *
 * Relay dedupes a fetch of the same query and variables while one is in flight and answers it with that request's
 * data, which may predate the change that prompted the new fetch. Here a call during a fetch is remembered instead,
 * and one more fetch runs after it, so the last call always gets an answer computed after it was made.
 */
export class LatestFetch<T extends OperationType> {
  private inFlight: Subscription | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly environment: IEnvironment,
    private readonly query: GraphQLTaggedNode,
    private readonly variables: T["variables"],
  ) {}

  run = (): void => {
    if (this.closed) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    const done = () => {
      this.inFlight = null;
      if (this.again && !this.closed) {
        this.again = false;
        // Relay forgets a finished request only after its complete handlers ran: a fetch started right here would
        // join it and get its older data back without asking the server
        queueMicrotask(this.run);
      }
    };
    const sub = fetchQuery<T>(this.environment, this.query, this.variables, { fetchPolicy: "network-only" }).subscribe({ complete: done, error: done });
    // a mock network may have completed synchronously
    if (!sub.closed) this.inFlight = sub;
  };

  /** Stops the fetch in flight; `run` does nothing until `open` is called again. */
  close(): void {
    this.closed = true;
    this.again = false;
    this.inFlight?.unsubscribe();
    this.inFlight = null;
  }

  open(): void {
    this.closed = false;
  }
}
