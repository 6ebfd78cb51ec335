/**
 * @generated SignedSource<<20b80d47f99a107e9630727a47d514d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecurringFrequency = "monthly" | "quarterly" | "weekly" | "yearly" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecurringInvoiceForm_recurringInvoice$data = {
  readonly autoSend: boolean;
  readonly client: {
    readonly id: string;
  };
  readonly count: number | null | undefined;
  readonly currency: string;
  readonly dueInDays: number;
  readonly endDate: any | null | undefined;
  readonly frequency: RecurringFrequency;
  readonly id: string;
  readonly interval: number;
  readonly items: ReadonlyArray<{
    readonly description: string;
    readonly quantity: number;
    readonly rate: any;
  }>;
  readonly notes: string | null | undefined;
  readonly project: {
    readonly id: string;
  } | null | undefined;
  readonly sendHour: number;
  readonly skipIfUnpaid: boolean;
  readonly startDate: any;
  readonly taxRate: any;
  readonly updatedAt: any;
  readonly " $fragmentType": "RecurringInvoiceForm_recurringInvoice";
};
export type RecurringInvoiceForm_recurringInvoice$key = {
  readonly " $data"?: RecurringInvoiceForm_recurringInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoiceForm_recurringInvoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecurringInvoiceForm_recurringInvoice",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": (v1/*:: as any*/),
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
      "name": "taxRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sendHour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueInDays",
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
      "name": "skipIfUnpaid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "RecurringInvoice",
  "abstractKey": null
};
})();

(node as any).hash = "d0a5492109de9e7af48a07460e113e77";

export default node;
