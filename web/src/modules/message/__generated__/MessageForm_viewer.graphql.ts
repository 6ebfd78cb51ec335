/**
 * @generated SignedSource<<555096d4db9c7e3a70fa98d7f38c8337>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageForm_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RecordSelects_options">;
  readonly " $fragmentType": "MessageForm_viewer";
};
export type MessageForm_viewer$key = {
  readonly " $data"?: MessageForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageForm_viewer">;
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
  "name": "MessageForm_viewer",
  "selections": [
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

(node as any).hash = "39754a1f23fc622bd267aaf59c20054c";

export default node;
