import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { makeInvoice, makePayment } from "./factory";
import { contextOf } from "../../../../test/harness";
import { sendInvoice } from "../invoice.send";
import { invoicePageUrl } from "../invoice.public";

/** Tokens that open nothing: well-formed of no invoice, A's with a character changed, malformed. */
const wrongTokens = (token: string) => ["A".repeat(43), (token[0] === "A" ? "B" : "A") + token.slice(1), "short"];

export const invoiceIsolation: IsolationSuite = {
  name: "invoice",
  seed: async (t, a) => {
    const c = await makeClient(t.app, a, { name: "A's invoiced client", email: "billing-of-a@example.com" });
    const p = await makeProject(t.app, a, { clientId: c.id, name: "A's invoiced project" });
    const i = await makeInvoice(t.app, a, { clientId: c.id, projectId: p.id, invoiceNumber: "A-SECRET-1", notes: "A's secret notes" });
    const item = await t.app.resources.prisma.invoiceItem.findFirstOrThrow({ where: { invoiceId: i.id } });
    // a sent invoice of A's with a payment of A's on it
    const pay = await makePayment(t.app, a, { clientId: c.id, amount: "100" });
    // e-mailed to A's client: its page's token is in the e-mail
    const sent = await sendInvoice(await contextOf(t.app, a), pay.invoiceId);
    const pageToken = invoicePageUrl(t.app.resources, sent)!.split("/i/")[1];
    return {
      ids: { invoice: i.id, invoiceClient: c.id, invoiceProject: p.id, invoiceItem: item.id, paidInvoice: pay.invoiceId, payment: pay.id, invoicePageToken: pageToken },
      gids: { invoice: globalId("Invoice", i.id), invoiceClient: globalId("Client", c.id), invoiceProject: globalId("Project", p.id), invoiceItem: globalId("InvoiceItem", item.id),
        paidInvoice: globalId("Invoice", pay.invoiceId), payment: globalId("Payment", pay.id) },
    };
  },
  rest: {
    "GET /api/invoices": () => ({ url: "/api/invoices", expectStatus: 200 }),
    // B cannot bill A's client, nor name A's project
    "POST /api/invoices": (s) => ({ url: "/api/invoices", body: {
      clientId: s.ids.invoiceClient, projectId: s.ids.invoiceProject, invoiceNumber: "B-1", issueDate: "2026-11-01", dueDate: "2026-12-01",
      items: [{ description: "B's", quantity: 1, rate: "1" }],
    } }),
    "GET /api/invoices/:id": (s) => ({ url: `/api/invoices/${s.ids.invoice}` }),
    "PUT /api/invoices/:id": (s) => ({ url: `/api/invoices/${s.ids.invoice}`, body: { status: "paid", items: [{ description: "hijacked", quantity: 1, rate: "0" }] } }),
    "DELETE /api/invoices/:id": (s) => ({ url: `/api/invoices/${s.ids.invoice}` }),
    "POST /api/invoices/:id/send": (s) => ({ url: `/api/invoices/${s.ids.invoice}/send` }),
    "POST /api/invoices/:id/reminders/resume": (s) => ({ url: `/api/invoices/${s.ids.invoice}/reminders/resume` }),
    "GET /api/invoices/:id/pdf": (s) => ({ url: `/api/invoices/${s.ids.invoice}/pdf` }),
    // B can neither read A's payments, nor pay A's invoice, nor delete A's payment
    "GET /api/invoices/:id/payments": (s) => ({ url: `/api/invoices/${s.ids.paidInvoice}/payments` }),
    "POST /api/invoices/:id/payments": (s) => ({ url: `/api/invoices/${s.ids.paidInvoice}/payments`, body: { amount: "1", method: "cash" } }),
    "DELETE /api/invoices/:id/payments/:paymentId": (s) => ({ url: `/api/invoices/${s.ids.paidInvoice}/payments/${s.ids.payment}` }),
    // the invoice settings: B reads and writes its own section; A's row stays as it is
    "GET /api/settings/invoices": () => ({ url: "/api/settings/invoices", expectStatus: 200 }),
    "PUT /api/settings/invoices": () => ({ url: "/api/settings/invoices", body: { paperSize: "Letter" }, expectStatus: 200 }),
    // the payment reminders: B reads and writes its own section; A's row stays as it is
    "GET /api/settings/reminders": () => ({ url: "/api/settings/reminders", expectStatus: 200 }),
    "PUT /api/settings/reminders": () => ({ url: "/api/settings/reminders", body: { enabled: true, sendHour: 7 }, expectStatus: 200 }),
  },
  public: {
    "GET /i/:token": (s) => wrongTokens(s.ids.invoicePageToken).map((tk) => ({ url: `/i/${tk}` })),
    "GET /i/:token/pdf": (s) => wrongTokens(s.ids.invoicePageToken).map((tk) => ({ url: `/i/${tk}/pdf` })),
    "POST /i/:token/pay": (s) => wrongTokens(s.ids.invoicePageToken).map((tk) => ({ url: `/i/${tk}/pay`, body: { amount: "full" } })),
    // an address naming no Stripe connection (A's id changed by a character, none, not an id): 404 before any signature
    "POST /api/payments/stripe/:connectionId/webhook": (s) => [
      "00000000-0000-4000-8000-000000000000", (s.ids.stripeConnection[0] === "a" ? "b" : "a") + s.ids.stripeConnection.slice(1), "short",
    ].map((id) => ({ url: `/api/payments/stripe/${id}/webhook`, body: { id: "evt_1", type: "checkout.session.completed" } })),
  },
  graphql: {
    // B's suggestion is B's own sequence's (A's invoices and counter do not move it)
    "User.nextInvoiceNumber": () => ({ query: "{ viewer { nextInvoiceNumber } }" }),
    "Mutation.createInvoice": (s) => ({
      query: `mutation($c: ID!) { createInvoice(input: { clientId: $c, invoiceNumber: "B-1", issueDate: "2026-11-01", dueDate: "2026-12-01",
        items: [{ description: "B's", quantity: 1, rate: "1" }] }) { __typename } }`,
      variables: { c: s.gids.invoiceClient }, expectTypename: "NotFoundError" }),
    "Mutation.updateInvoice": (s) => ({ query: `mutation($id: ID!) { updateInvoice(input: { id: $id, notes: "hijacked" }) { __typename } }`,
      variables: { id: s.gids.invoice }, expectTypename: "NotFoundError" }),
    "Mutation.deleteInvoice": (s) => ({ query: `mutation($id: ID!) { deleteInvoice(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.invoice }, expectTypename: "NotFoundError" }),
    "Mutation.setInvoiceStatus": (s) => ({ query: `mutation($id: ID!) { setInvoiceStatus(input: { id: $id, status: "paid" }) { __typename } }`,
      variables: { id: s.gids.invoice }, expectTypename: "NotFoundError" }),
    "Mutation.resumeInvoiceReminders": (s) => ({ query: `mutation($id: ID!) { resumeInvoiceReminders(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.invoice }, expectTypename: "NotFoundError" }),
    "Mutation.sendInvoice": (s) => ({ query: `mutation($id: ID!) { sendInvoice(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.invoice }, expectTypename: "NotFoundError" }),
    "Mutation.recordPayment": (s) => ({ query: `mutation($id: ID!) { recordPayment(input: { invoiceId: $id, amount: "1", method: "cash" }) { __typename } }`,
      variables: { id: s.gids.paidInvoice }, expectTypename: "NotFoundError" }),
    "Mutation.deletePayment": (s) => ({ query: `mutation($id: ID!) { deletePayment(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.payment }, expectTypename: "NotFoundError" }),
  },
  nodes: { Invoice: (s) => s.gids.invoice, InvoiceItem: (s) => s.gids.invoiceItem, Payment: (s) => s.gids.payment },
};
