/**
 * @generated SignedSource<<c81f1035f5ee4c59e3afff895b1e2600>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FilePreviewDialog_file$data = {
  readonly createdAt: any;
  readonly description: string | null | undefined;
  readonly downloadUrl: string;
  readonly id: string;
  readonly mimeType: string;
  readonly name: string;
  readonly originalName: string;
  readonly previewUrl: string;
  readonly size: number;
  readonly " $fragmentType": "FilePreviewDialog_file";
};
export type FilePreviewDialog_file$key = {
  readonly " $data"?: FilePreviewDialog_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"FilePreviewDialog_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FilePreviewDialog_file",
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
      "name": "originalName",
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
      "name": "previewUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    }
  ],
  "type": "File",
  "abstractKey": null
};

(node as any).hash = "b9d169c12e0274028b9caf3b8744ff89";

export default node;
