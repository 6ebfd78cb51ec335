/**
 * @generated SignedSource<<ab3ccf8a31c8dda6339de3e733767ccf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TaskStatus = "cancelled" | "completed" | "in_progress" | "pending" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TasksHubBlock_task$data = {
  readonly dueDate: any | null | undefined;
  readonly id: string;
  readonly project: {
    readonly name: string;
  } | null | undefined;
  readonly status: TaskStatus;
  readonly title: string;
  readonly " $fragmentType": "TasksHubBlock_task";
};
export type TasksHubBlock_task$key = {
  readonly " $data"?: TasksHubBlock_task$data;
  readonly " $fragmentSpreads": FragmentRefs<"TasksHubBlock_task">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TasksHubBlock_task",
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
      "name": "title",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Task",
  "abstractKey": null
};

(node as any).hash = "a0ffb361eaac93f753b875d1a1c2b9cb";

export default node;
