/**
 * @generated SignedSource<<5fe77aa3479d3b865b9eb4f9eee8dd80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceStatus = "cancelled" | "draft" | "overdue" | "paid" | "sent" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceActions_invoice$data = {
  readonly amountPaid: any;
  readonly client: {
    readonly email: string | null | undefined;
  };
  readonly id: string;
  readonly invoiceNumber: string;
  readonly pdfDownloadUrl: string;
  readonly publicViewUrl: string | null | undefined;
  readonly status: InvoiceStatus;
  readonly " $fragmentType": "InvoiceActions_invoice";
};
export type InvoiceActions_invoice$key = {
  readonly " $data"?: InvoiceActions_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceActions_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceActions_invoice",
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
      "name": "status",
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
      "name": "pdfDownloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publicViewUrl",
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
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "6eb1ee15c5f6e1c3999dda3d991772f0";

export default node;
