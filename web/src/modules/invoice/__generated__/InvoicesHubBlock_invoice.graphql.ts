/**
 * @generated SignedSource<<9c39f45b09cd918a16b9bb025db39ac6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceStatus = "cancelled" | "draft" | "overdue" | "paid" | "sent" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoicesHubBlock_invoice$data = {
  readonly currency: string;
  readonly dueDate: any;
  readonly id: string;
  readonly invoiceNumber: string;
  readonly status: InvoiceStatus;
  readonly total: any;
  readonly " $fragmentType": "InvoicesHubBlock_invoice";
};
export type InvoicesHubBlock_invoice$key = {
  readonly " $data"?: InvoicesHubBlock_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoicesHubBlock_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoicesHubBlock_invoice",
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
      "name": "total",
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
      "name": "dueDate",
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "b97fbcbe337e3230db79b66807259528";

export default node;
