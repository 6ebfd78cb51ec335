/**
 * @generated SignedSource<<eaeadf841936e286e43ddf077ecbe70c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Sidebar_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"NavList_viewer" | "SidebarBrand_viewer">;
  readonly " $fragmentType": "Sidebar_viewer";
};
export type Sidebar_viewer$key = {
  readonly " $data"?: Sidebar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Sidebar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Sidebar_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SidebarBrand_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NavList_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ebe68a3ca50ce6cc47aca79bc2e33418";

export default node;
