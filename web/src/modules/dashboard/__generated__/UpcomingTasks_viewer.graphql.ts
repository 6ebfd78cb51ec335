/**
 * @generated SignedSource<<96ad2528a5aeebd61ffbe8e86dd2b2cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TaskStatus = "cancelled" | "completed" | "in_progress" | "pending" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UpcomingTasks_viewer$data = {
  readonly upcomingTasks: ReadonlyArray<{
    readonly dueDate: any | null | undefined;
    readonly id: string;
    readonly status: TaskStatus;
    readonly " $fragmentSpreads": FragmentRefs<"UpcomingTaskItem_task">;
  }>;
  readonly " $fragmentType": "UpcomingTasks_viewer";
};
export type UpcomingTasks_viewer$key = {
  readonly " $data"?: UpcomingTasks_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingTasks_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpcomingTasks_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 4
        }
      ],
      "concreteType": "Task",
      "kind": "LinkedField",
      "name": "upcomingTasks",
      "plural": true,
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "UpcomingTaskItem_task"
        }
      ],
      "storageKey": "upcomingTasks(first:4)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8f29e760aae768c025f07caf54e85751";

export default node;
