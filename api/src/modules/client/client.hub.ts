import { builder } from "../../graphql/builder";
import { amountOwedBy } from "./client.service";

/*
 * The client hub (`/clients/:id`): what the client owes, next to the blocks the other modules add to the client
 * (graphql/hub.ts).
 */

/** One currency's figure (e.g. what a client owes in EUR). */
const MoneyAmountRef = builder.objectRef<{ currency: string; amount: string }>("MoneyAmount").implement({
  description: "An amount in one currency.",
  fields: (t) => ({
    currency: t.exposeString("currency"),
    amount: t.field({ type: "Decimal", resolve: (m) => m.amount }),
  }),
});

builder.prismaObjectFields("Client", (t) => ({
  amountOwed: t.field({
    type: [MoneyAmountRef],
    description: "What the client owes: the totals of its sent and overdue invoices, one figure per currency (none when nothing is owed).",
    resolve: (client, _args, ctx) => amountOwedBy(ctx, client.id),
  }),
}));
