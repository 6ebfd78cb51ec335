import type { IsolationSuite } from "../../../../test/isolation";
import { globalId } from "../../../graphql/util";

/** A's records, B searches for them by name, number, e-mail and phone: B's answers are always empty. */
export const searchIsolation: IsolationSuite = {
  name: "search",
  seed: async (t, a) => {
    const prisma = t.app.resources.prisma;
    const client = await prisma.client.create({ data: { userId: a.user.id, name: "Isolated Searchco", email: "isolated@searchco.example", phone: "555-010-4242" } });
    const invoice = await prisma.invoice.create({ data: { userId: a.user.id, clientId: client.id, invoiceNumber: "ISO-SEARCH-1",
      issueDate: new Date(), dueDate: new Date(), subtotal: "1", total: "1" } });
    return { ids: { searchClient: client.id, searchInvoice: invoice.id },
      gids: { searchClient: globalId("Client", client.id), searchInvoice: globalId("Invoice", invoice.id) } };
  },
  rest: {
    // B's own (empty) results: never A's client nor A's invoice, by name, number or phone
    "GET /api/search": () => ({ url: "/api/search?q=ISO-SEARCH-1%20Searchco%205550104242", expectStatus: 200 }),
  },
  graphql: {
    "User.search": () => ({ query: `{ viewer { search(query: "ISO-SEARCH-1 Searchco isolated@searchco.example") { __typename ... on Node { id } } } }` }),
  },
  nodes: {},
};
