/**
 * @generated SignedSource<<dd32b6932bb1a857221eadd8b22b33b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsPage_sections$data = {
  readonly invoices: {
    readonly numberPadding: number;
    readonly numberPrefix: string;
    readonly paperSize: string;
  };
  readonly profile: {
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
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
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "7b0172d562bc088f5a2bcbc20c97beb0";

export default node;
