/**
 * @generated SignedSource<<f83d834b467d1e24ad993e371cc3329e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Priority = "high" | "low" | "medium" | "urgent" | "%future added value";
export type ProjectStatus = "active" | "cancelled" | "completed" | "planning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectCard_project$data = {
  readonly budget: any | null | undefined;
  readonly client: {
    readonly id: string;
    readonly name: string;
  };
  readonly description: string | null | undefined;
  readonly dueDate: any | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly priority: Priority;
  readonly progress: number;
  readonly status: ProjectStatus;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectForm_project">;
  readonly " $fragmentType": "ProjectCard_project";
};
export type ProjectCard_project$key = {
  readonly " $data"?: ProjectCard_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectCard_project">;
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
  "name": "ProjectCard_project",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "progress",
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
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProjectForm_project"
    }
  ],
  "type": "Project",
  "abstractKey": null
};
})();

(node as any).hash = "a101f6fe647787dfed5a11a0783b0906";

export default node;
