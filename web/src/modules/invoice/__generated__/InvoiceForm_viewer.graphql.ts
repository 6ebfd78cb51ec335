/**
 * @generated SignedSource<<96018838a91b5a54e63f3f9a2900fda7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceForm_viewer$data = {
  readonly nextInvoiceNumber: string;
  readonly timeZone: string;
  readonly " $fragmentSpreads": FragmentRefs<"RecordSelects_options">;
  readonly " $fragmentType": "InvoiceForm_viewer";
};
export type InvoiceForm_viewer$key = {
  readonly " $data"?: InvoiceForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceForm_viewer">;
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
  "name": "InvoiceForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextInvoiceNumber",
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

(node as any).hash = "6c71513c0f96001a64da2688b9b522b9";

export default node;
