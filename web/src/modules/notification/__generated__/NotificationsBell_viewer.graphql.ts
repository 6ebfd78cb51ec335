/**
 * @generated SignedSource<<0f427f76240d57d1c1216a1abea03bab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationsBell_viewer$data = {
  readonly unreadNotificationCount: number;
  readonly " $fragmentType": "NotificationsBell_viewer";
};
export type NotificationsBell_viewer$key = {
  readonly " $data"?: NotificationsBell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsBell_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsBell_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadNotificationCount",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "05a589c8baf19b0bbca96aa46e55b54e";

export default node;
