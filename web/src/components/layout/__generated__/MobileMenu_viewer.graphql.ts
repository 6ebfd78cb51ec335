/**
 * @generated SignedSource<<9570bf5407c854d12e785bf4c895601e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MobileMenu_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"NavList_viewer" | "SidebarBrand_viewer">;
  readonly " $fragmentType": "MobileMenu_viewer";
};
export type MobileMenu_viewer$key = {
  readonly " $data"?: MobileMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileMenu_viewer",
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

(node as any).hash = "d51f57bb876aacf8040b5a75b8e5d1da";

export default node;
