/**
 * @generated SignedSource<<1749af09c5022177b75153d08e249d3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReminderStatus = "pending" | "sent" | "skipped" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceReminders_invoice$data = {
  readonly currency: string;
  readonly reminders: ReadonlyArray<{
    readonly dueOn: any;
    readonly lateFee: any | null | undefined;
    readonly note: string | null | undefined;
    readonly reminderNumber: number;
    readonly sentAt: any | null | undefined;
    readonly status: ReminderStatus;
  }>;
  readonly " $fragmentType": "InvoiceReminders_invoice";
};
export type InvoiceReminders_invoice$key = {
  readonly " $data"?: InvoiceReminders_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceReminders_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceReminders_invoice",
  "selections": [
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
      "concreteType": "InvoiceReminder",
      "kind": "LinkedField",
      "name": "reminders",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reminderNumber",
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
          "name": "dueOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sentAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lateFee",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "6aaad317b248cd55c8b3719f0b10b7dc";

export default node;
