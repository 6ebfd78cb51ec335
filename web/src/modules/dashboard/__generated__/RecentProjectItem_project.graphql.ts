/**
 * @generated SignedSource<<7334ea7eab681a91285de84f732ad505>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProjectStatus = "active" | "cancelled" | "completed" | "planning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecentProjectItem_project$data = {
  readonly client: {
    readonly name: string;
  };
  readonly dueDate: any | null | undefined;
  readonly name: string;
  readonly progress: number;
  readonly status: ProjectStatus;
  readonly " $fragmentType": "RecentProjectItem_project";
};
export type RecentProjectItem_project$key = {
  readonly " $data"?: RecentProjectItem_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentProjectItem_project">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "RecentProjectItem_project",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progress",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};
})();

(node as any).hash = "5d1587fd2a08a3ea386968f2e1e0d0d5";

export default node;
