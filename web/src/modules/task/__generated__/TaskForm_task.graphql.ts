/**
 * @generated SignedSource<<0f27ec386c305bfb13cf7628f5529dbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Priority = "high" | "low" | "medium" | "urgent" | "%future added value";
export type TaskStatus = "cancelled" | "completed" | "in_progress" | "pending" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TaskForm_task$data = {
  readonly client: {
    readonly id: string;
  } | null | undefined;
  readonly description: string | null | undefined;
  readonly dueDate: any | null | undefined;
  readonly estimatedHours: number | null | undefined;
  readonly id: string;
  readonly priority: Priority;
  readonly project: {
    readonly id: string;
  } | null | undefined;
  readonly status: TaskStatus;
  readonly title: string;
  readonly updatedAt: any;
  readonly " $fragmentType": "TaskForm_task";
};
export type TaskForm_task$key = {
  readonly " $data"?: TaskForm_task$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaskForm_task">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaskForm_task",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedHours",
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
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Task",
  "abstractKey": null
};
})();

(node as any).hash = "2fb6b7423eba06d4cd2a577f1e96fc88";

export default node;
