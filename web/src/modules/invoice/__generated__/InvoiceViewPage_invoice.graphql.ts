/**
 * @generated SignedSource<<196910338f35d43f5efa798462094e14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceViewPage_invoice$data = {
  readonly client: {
    readonly name: string;
  };
  readonly currency: string;
  readonly dueDate: any;
  readonly id: string;
  readonly invoiceNumber: string;
  readonly total: any;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceActions_invoice" | "InvoiceDocument_invoice" | "InvoiceForm_invoice" | "InvoicePayments_invoice" | "InvoiceReminders_invoice">;
  readonly " $fragmentType": "InvoiceViewPage_invoice";
};
export type InvoiceViewPage_invoice$key = {
  readonly " $data"?: InvoiceViewPage_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceViewPage_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceViewPage_invoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceNumber",
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
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceDocument_invoice"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceActions_invoice"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoicePayments_invoice"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceReminders_invoice"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceForm_invoice"
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "999cf10f4e9690ac421ca2241444f0a1";

export default node;
