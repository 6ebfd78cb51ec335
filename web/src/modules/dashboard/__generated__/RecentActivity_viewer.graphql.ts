/**
 * @generated SignedSource<<953eff752b191f7b26439ddee26bfe68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecentActivity_viewer$data = {
  readonly recentActivity: ReadonlyArray<{
    readonly action: string;
    readonly createdAt: any;
    readonly entityType: string;
    readonly id: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "RecentActivity_viewer";
};
export type RecentActivity_viewer$key = {
  readonly " $data"?: RecentActivity_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentActivity_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentActivity_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 6
        }
      ],
      "concreteType": "Activity",
      "kind": "LinkedField",
      "name": "recentActivity",
      "plural": true,
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
          "name": "entityType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": "recentActivity(first:6)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "280c5059995fdaf3878bb7708c8107d6";

export default node;
