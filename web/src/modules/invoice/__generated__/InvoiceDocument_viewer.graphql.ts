/**
 * @generated SignedSource<<be844fbd8317f68f1e456883d20f6809>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceDocument_viewer$data = {
  readonly brandLogo: string | null | undefined;
  readonly companyName: string | null | undefined;
  readonly email: string;
  readonly firstName: string | null | undefined;
  readonly lastName: string | null | undefined;
  readonly timeZone: string;
  readonly " $fragmentType": "InvoiceDocument_viewer";
};
export type InvoiceDocument_viewer$key = {
  readonly " $data"?: InvoiceDocument_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceDocument_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceDocument_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "brandLogo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "685f9112efc88f82710d357aa624fa4e";

export default node;
