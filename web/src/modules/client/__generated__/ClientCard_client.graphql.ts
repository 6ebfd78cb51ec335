/**
 * @generated SignedSource<<b3c4ded02f45b1016dee826a73a1e0d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClientStatus = "active" | "archived" | "inactive" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClientCard_client$data = {
  readonly company: string | null | undefined;
  readonly email: string | null | undefined;
  readonly facebookUsername: string | null | undefined;
  readonly id: string;
  readonly instagramUsername: string | null | undefined;
  readonly linkedinUrl: string | null | undefined;
  readonly name: string;
  readonly phone: string | null | undefined;
  readonly status: ClientStatus;
  readonly tiktokUsername: string | null | undefined;
  readonly twitterUsername: string | null | undefined;
  readonly website: string | null | undefined;
  readonly youtubeChannel: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ClientForm_client">;
  readonly " $fragmentType": "ClientCard_client";
};
export type ClientCard_client$key = {
  readonly " $data"?: ClientCard_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientCard_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientCard_client",
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
      "name": "company",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClientForm_client"
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "6f6927d91bd964833ec7ee7bea0a33c0";

export default node;
