/**
 * @generated SignedSource<<3d98e11a46ba09c2d9c1eb25d575609e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OwedToYou_stats$data = {
  readonly owed: ReadonlyArray<{
    readonly amount: any;
    readonly currency: string;
    readonly invoices: number;
    readonly overdue: any;
  }>;
  readonly " $fragmentType": "OwedToYou_stats";
};
export type OwedToYou_stats$key = {
  readonly " $data"?: OwedToYou_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"OwedToYou_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OwedToYou_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OwedAmount",
      "kind": "LinkedField",
      "name": "owed",
      "plural": true,
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
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overdue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoices",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DashboardStats",
  "abstractKey": null
};

(node as any).hash = "f27a9ce8c06156fd0aa8f20b15a57cb6";

export default node;
