/**
 * @generated SignedSource<<bc251533eed872139290173fd57895e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FilesHubBlock_file$data = {
  readonly createdAt: any;
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly " $fragmentType": "FilesHubBlock_file";
};
export type FilesHubBlock_file$key = {
  readonly " $data"?: FilesHubBlock_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"FilesHubBlock_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FilesHubBlock_file",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
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
  "type": "File",
  "abstractKey": null
};

(node as any).hash = "07be9fa0812b16196965c05a3a7dd37a";

export default node;
