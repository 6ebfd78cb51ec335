/**
 * @generated SignedSource<<4da0eb5ba647000b55a0dc6115c86168>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProjectStatus = "active" | "cancelled" | "completed" | "planning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectsHubBlock_project$data = {
  readonly dueDate: any | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly status: ProjectStatus;
  readonly " $fragmentType": "ProjectsHubBlock_project";
};
export type ProjectsHubBlock_project$key = {
  readonly " $data"?: ProjectsHubBlock_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectsHubBlock_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectsHubBlock_project",
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
      "name": "name",
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
      "name": "dueDate",
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "82beab3add5d65d4385fc8794b980376";

export default node;
