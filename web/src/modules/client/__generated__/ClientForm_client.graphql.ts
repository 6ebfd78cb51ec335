/**
 * @generated SignedSource<<af222da3f72dd037755a2c83aade6b99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClientStatus = "active" | "archived" | "inactive" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClientForm_client$data = {
  readonly address: string | null | undefined;
  readonly company: string | null | undefined;
  readonly email: string | null | undefined;
  readonly excludeFromReminders: boolean;
  readonly facebookUsername: string | null | undefined;
  readonly id: string;
  readonly instagramUsername: string | null | undefined;
  readonly linkedinUrl: string | null | undefined;
  readonly name: string;
  readonly notes: string | null | undefined;
  readonly phone: string | null | undefined;
  readonly status: ClientStatus;
  readonly tiktokUsername: string | null | undefined;
  readonly twitterUsername: string | null | undefined;
  readonly updatedAt: any;
  readonly website: string | null | undefined;
  readonly youtubeChannel: string | null | undefined;
  readonly " $fragmentType": "ClientForm_client";
};
export type ClientForm_client$key = {
  readonly " $data"?: ClientForm_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientForm_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientForm_client",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "company",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkedinUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twitterUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facebookUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "instagramUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tiktokUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "youtubeChannel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "excludeFromReminders",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "0833e1fd1c3eb81e933559f4733cfc3a";

export default node;
