/**
 * @generated SignedSource<<ccab0e23bd400cb1ce2aed2c38960697>>
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
  readonly assignee: {
    readonly id: string;
  } | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TeamMember",
      "kind": "LinkedField",
      "name": "assignee",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Task",
  "abstractKey": null
};
})();

(node as any).hash = "0ba778b8906e4fb9e2b3bcd08927cd3d";

export default node;
