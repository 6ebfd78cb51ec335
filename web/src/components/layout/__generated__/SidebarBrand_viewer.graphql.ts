/**
 * @generated SignedSource<<ebd7c0305e3178545ed91369b918d667>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SidebarBrand_viewer$data = {
  readonly brandLogo: string | null | undefined;
  readonly companyName: string | null | undefined;
  readonly " $fragmentType": "SidebarBrand_viewer";
};
export type SidebarBrand_viewer$key = {
  readonly " $data"?: SidebarBrand_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SidebarBrand_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SidebarBrand_viewer",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2f19a98b3c459db519b1ca946263ffca";

export default node;
