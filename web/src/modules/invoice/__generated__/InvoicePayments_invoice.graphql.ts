/**
 * @generated SignedSource<<90e5781da6fb881be518640ecb8fb8f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceStatus = "cancelled" | "draft" | "overdue" | "paid" | "sent" | "%future added value";
export type PaymentMethod = "bank_transfer" | "card" | "cash" | "check" | "other" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoicePayments_invoice$data = {
  readonly amountPaid: any;
  readonly balanceDue: any;
  readonly currency: string;
  readonly id: string;
  readonly payments: ReadonlyArray<{
    readonly amount: any;
    readonly id: string;
    readonly method: PaymentMethod;
    readonly note: string | null | undefined;
    readonly paidAt: any;
    readonly provider: string | null | undefined;
    readonly reference: string | null | undefined;
  }>;
  readonly status: InvoiceStatus;
  readonly total: any;
  readonly " $fragmentType": "InvoicePayments_invoice";
};
export type InvoicePayments_invoice$key = {
  readonly " $data"?: InvoicePayments_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoicePayments_invoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoicePayments_invoice",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountPaid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balanceDue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Payment",
      "kind": "LinkedField",
      "name": "payments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "method",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paidAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "provider",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};
})();

(node as any).hash = "01448240b0b495ad4907bde94bb5da28";

export default node;
