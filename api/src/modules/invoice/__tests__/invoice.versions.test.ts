import { describeVersionedUpdates } from "../../../../test/versions";
import { updateInvoice } from "../invoice.service";
import { makeInvoice } from "./factory";

describeVersionedUpdates({
  entity: "Invoice", field: "invoice", record: "invoice", model: "invoice", path: "/api/invoices", text: "notes",
  make: (app, s) => makeInvoice(app, s), update: updateInvoice,
});
