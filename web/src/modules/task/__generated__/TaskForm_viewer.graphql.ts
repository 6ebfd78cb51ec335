/**
 * @generated SignedSource<<b093e8df75e860335f70acc9343d40c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaskForm_viewer$data = {
  readonly timeZone: string;
  readonly " $fragmentSpreads": FragmentRefs<"RecordSelects_options">;
  readonly " $fragmentType": "TaskForm_viewer";
};
export type TaskForm_viewer$key = {
  readonly " $data"?: TaskForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaskForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "optionCount"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaskForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "optionCount",
          "variableName": "optionCount"
        }
      ],
      "kind": "FragmentSpread",
      "name": "RecordSelects_options"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "78c92ef7bc3a2f8f3bd5dc8edab2abb0";

export default node;
