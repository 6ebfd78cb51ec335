/**
 * @generated SignedSource<<cf2f70849eae2637ed319169333d117b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProjectStatus = "active" | "cancelled" | "completed" | "planning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectPage_project$data = {
  readonly budget: any | null | undefined;
  readonly client: {
    readonly company: string | null | undefined;
    readonly email: string | null | undefined;
    readonly id: string;
    readonly name: string;
  };
  readonly description: string | null | undefined;
  readonly dueDate: any | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly progress: number;
  readonly status: ProjectStatus;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectPageTimeline_project">;
  readonly " $fragmentType": "ProjectPage_project";
};
export type ProjectPage_project$key = {
  readonly " $data"?: ProjectPage_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectPage_project">;
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
  "name": "ProjectPage_project",
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
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "company",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProjectPageTimeline_project"
    }
  ],
  "type": "Project",
  "abstractKey": null
};
})();

(node as any).hash = "01ded624ac09335b2c008cc95fbabc03";

export default node;
