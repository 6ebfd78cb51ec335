/**
 * @generated SignedSource<<0ae865b9a5943ea7b7586c7b32028263>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsPage_sections$data = {
  readonly calendar: {
    readonly weekStart: string | null | undefined;
  };
  readonly invoices: {
    readonly numberPadding: number;
    readonly numberPrefix: string;
    readonly paperSize: string;
  };
  readonly numbers: {
    readonly format: string;
  };
  readonly profile: {
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
  };
  readonly reminders: {
    readonly enabled: boolean;
    readonly reminders: ReadonlyArray<{
      readonly days: number;
      readonly lateFee: {
        readonly type: string;
        readonly value: string;
      } | null | undefined;
      readonly message: string;
      readonly subject: string;
    }>;
    readonly repeatEveryDays: number | null | undefined;
    readonly sendHour: number;
  };
  readonly workspace: {
    readonly timeZone: string;
  };
  readonly " $fragmentType": "SettingsPage_sections";
};
export type SettingsPage_sections$key = {
  readonly " $data"?: SettingsPage_sections$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsPage_sections">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsPage_sections",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileSettings",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkspaceSettings",
      "kind": "LinkedField",
      "name": "workspace",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZone",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceSettings",
      "kind": "LinkedField",
      "name": "invoices",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paperSize",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "numberPrefix",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "numberPadding",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarSettings",
      "kind": "LinkedField",
      "name": "calendar",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekStart",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NumberSettings",
      "kind": "LinkedField",
      "name": "numbers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "format",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReminderSettings",
      "kind": "LinkedField",
      "name": "reminders",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
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
          "name": "repeatEveryDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentReminder",
          "kind": "LinkedField",
          "name": "reminders",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "days",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "subject",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ReminderLateFee",
              "kind": "LinkedField",
              "name": "lateFee",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "type",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "value",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "93aeec636f9a47999db50e5caac658d7";

export default node;
