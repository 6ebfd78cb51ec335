/**
 * @generated SignedSource<<0330022b8a9f4c7a0898a21b14d106f1>>
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
  readonly id: string;
  readonly reminders: ReadonlyArray<{
    readonly dueOn: any;
    readonly lateFee: any | null | undefined;
    readonly note: string | null | undefined;
    readonly reminderNumber: number;
    readonly sentAt: any | null | undefined;
    readonly status: ReminderStatus;
  }>;
  readonly remindersPausedAt: any | null | undefined;
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
      "name": "id",
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
      "name": "remindersPausedAt",
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

(node as any).hash = "20f288103dd57aa683a1df9e27600b8a";

export default node;
