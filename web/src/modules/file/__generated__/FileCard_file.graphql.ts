/**
 * @generated SignedSource<<f69abdab1e87b036b0ad499a210e29ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FileCard_file$data = {
  readonly createdAt: any;
  readonly description: string | null | undefined;
  readonly downloadUrl: string;
  readonly id: string;
  readonly mimeType: string;
  readonly name: string;
  readonly size: number;
  readonly thumbnailUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"FileForm_file" | "FilePreviewDialog_file">;
  readonly " $fragmentType": "FileCard_file";
};
export type FileCard_file$key = {
  readonly " $data"?: FileCard_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"FileCard_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FileCard_file",
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
      "name": "mimeType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnailUrl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FilePreviewDialog_file"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FileForm_file"
    }
  ],
  "type": "File",
  "abstractKey": null
};

(node as any).hash = "79e4ba288fa2675700a281c784946977";

export default node;
