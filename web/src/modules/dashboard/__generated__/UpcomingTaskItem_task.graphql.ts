/**
 * @generated SignedSource<<3fb1faa8a8d516b2c7cae52cf7113f4e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TaskStatus = "cancelled" | "completed" | "in_progress" | "pending" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UpcomingTaskItem_task$data = {
  readonly client: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly dueDate: any | null | undefined;
  readonly id: string;
  readonly isOverdue: boolean;
  readonly project: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly status: TaskStatus;
  readonly title: string;
  readonly " $fragmentType": "UpcomingTaskItem_task";
};
export type UpcomingTaskItem_task$key = {
  readonly " $data"?: UpcomingTaskItem_task$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingTaskItem_task">;
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
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpcomingTaskItem_task",
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
      "name": "isOverdue",
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

(node as any).hash = "088faae894ba72dd50bf1b0036490b71";

export default node;
