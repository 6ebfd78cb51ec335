/**
 * @generated SignedSource<<cae57b9c31884d52294f40cb55dda5f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceStatus = "cancelled" | "draft" | "overdue" | "paid" | "sent" | "%future added value";
export type RecurringFrequency = "monthly" | "quarterly" | "weekly" | "yearly" | "%future added value";
export type RecurringInvoiceStatus = "active" | "finished" | "paused" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecurringInvoiceCard_recurringInvoice$data = {
  readonly autoSend: boolean;
  readonly client: {
    readonly company: string | null | undefined;
    readonly name: string;
  };
  readonly currency: string;
  readonly frequency: RecurringFrequency;
  readonly generatedCount: number;
  readonly id: string;
  readonly interval: number;
  readonly invoices: ReadonlyArray<{
    readonly currency: string;
    readonly id: string;
    readonly invoiceNumber: string;
    readonly periodStart: any | null | undefined;
    readonly status: InvoiceStatus;
    readonly total: any;
  }>;
  readonly items: ReadonlyArray<{
    readonly description: string;
  }>;
  readonly nextSendDate: any | null | undefined;
  readonly project: {
    readonly name: string;
  } | null | undefined;
  readonly sendHour: number;
  readonly startDate: any;
  readonly status: RecurringInvoiceStatus;
  readonly total: any;
  readonly " $fragmentType": "RecurringInvoiceCard_recurringInvoice";
};
export type RecurringInvoiceCard_recurringInvoice$key = {
  readonly " $data"?: RecurringInvoiceCard_recurringInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoiceCard_recurringInvoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecurringInvoiceCard_recurringInvoice",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "frequency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interval",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sendHour",
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextSendDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoSend",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "generatedCount",
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
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "company",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecurringInvoiceItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoices",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceNumber",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "periodStart",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "RecurringInvoice",
  "abstractKey": null
};
})();

(node as any).hash = "5c9aaad8baec50eadde0dbc6e2025b9c";

export default node;
