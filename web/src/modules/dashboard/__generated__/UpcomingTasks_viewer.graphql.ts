/**
 * @generated SignedSource<<c74a9b5a35e275f2aacb1e4df674d4e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpcomingTasks_viewer$data = {
  readonly upcomingTasks: ReadonlyArray<{
    readonly id: string;
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

(node as any).hash = "c295d8a8df4402e95a99b3fb0959c689";

export default node;
