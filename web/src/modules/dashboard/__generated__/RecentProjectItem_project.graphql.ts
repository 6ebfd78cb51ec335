/**
 * @generated SignedSource<<1f57f5cb2bd7af3a6a49b2aaee9849d2>>
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
    readonly id: string;
    readonly name: string;
  };
  readonly dueDate: any | null | undefined;
  readonly id: string;
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
  "name": "id",
  "storageKey": null
},
v1 = {
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
    (v1/*:: as any*/),
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
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};
})();

(node as any).hash = "31ff196d3b960852df524d8f04a015db";

export default node;
