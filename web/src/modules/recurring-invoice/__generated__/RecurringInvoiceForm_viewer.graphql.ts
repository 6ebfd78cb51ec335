/**
 * @generated SignedSource<<4eca4d6a6760e2a2c173b898db1e7a5c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecurringInvoiceForm_viewer$data = {
  readonly timeZone: string;
  readonly " $fragmentSpreads": FragmentRefs<"RecordSelects_options">;
  readonly " $fragmentType": "RecurringInvoiceForm_viewer";
};
export type RecurringInvoiceForm_viewer$key = {
  readonly " $data"?: RecurringInvoiceForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoiceForm_viewer">;
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
  "name": "RecurringInvoiceForm_viewer",
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

(node as any).hash = "073c6de5ffdf5d42d95a948d5a1ec1cf";

export default node;
