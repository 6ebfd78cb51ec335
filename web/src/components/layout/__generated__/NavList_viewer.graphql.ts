/**
 * @generated SignedSource<<49841e6b6eee722ed30b6a7bb27ff88f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NavList_viewer$data = {
  readonly sidebarCounts: {
    readonly activeProjects: number;
    readonly clients: number;
    readonly overdueTasks: number;
    readonly unreadMessages: number;
  };
  readonly " $fragmentType": "NavList_viewer";
};
export type NavList_viewer$key = {
  readonly " $data"?: NavList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NavList_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NavList_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SidebarCounts",
      "kind": "LinkedField",
      "name": "sidebarCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clients",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activeProjects",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overdueTasks",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unreadMessages",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b514345977809c92ccc2aa2e94dda606";

export default node;
