/**
 * @generated SignedSource<<82a3e3e6fbd7eccce30d783cf1d10e53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Priority = "high" | "low" | "medium" | "urgent" | "%future added value";
export type ProjectStatus = "active" | "cancelled" | "completed" | "planning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectForm_project$data = {
  readonly budget: any | null | undefined;
  readonly client: {
    readonly id: string;
  };
  readonly description: string | null | undefined;
  readonly dueDate: any | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly priority: Priority;
  readonly progress: number;
  readonly startDate: any | null | undefined;
  readonly status: ProjectStatus;
  readonly updatedAt: any;
  readonly " $fragmentType": "ProjectForm_project";
};
export type ProjectForm_project$key = {
  readonly " $data"?: ProjectForm_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectForm_project">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectForm_project",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priority",
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
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "budget",
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
      "kind": "ScalarField",
      "name": "updatedAt",
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

(node as any).hash = "1ca149a5afa4e9575c639a9cdc39cb6d";

export default node;
