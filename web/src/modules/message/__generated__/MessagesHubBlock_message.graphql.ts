/**
 * @generated SignedSource<<692be5f88e91cc765840d578c7d6670e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessagesHubBlock_message$data = {
  readonly content: string;
  readonly createdAt: any;
  readonly id: string;
  readonly subject: string | null | undefined;
  readonly " $fragmentType": "MessagesHubBlock_message";
};
export type MessagesHubBlock_message$key = {
  readonly " $data"?: MessagesHubBlock_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessagesHubBlock_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessagesHubBlock_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Message",
  "abstractKey": null
};

(node as any).hash = "3c0a84c013cea74cf19c49885eed3afb";

export default node;
