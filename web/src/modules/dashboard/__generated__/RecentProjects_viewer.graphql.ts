/**
 * @generated SignedSource<<c0b0f8e9e3c6e382d910ba03cd00f0fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecentProjects_viewer$data = {
  readonly recentProjects: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"RecentProjectItem_project">;
      };
    }>;
  };
  readonly " $fragmentType": "RecentProjects_viewer";
};
export type RecentProjects_viewer$key = {
  readonly " $data"?: RecentProjects_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentProjects_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentProjects_viewer",
  "selections": [
    {
      "alias": "recentProjects",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "ProjectConnection",
      "kind": "LinkedField",
      "name": "projects",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProjectEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Project",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "RecentProjectItem_project"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "projects(first:3)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4ac481e03854c753f47100f558c5edc1";

export default node;
