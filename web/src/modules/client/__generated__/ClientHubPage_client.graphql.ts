/**
 * @generated SignedSource<<23db30b464502597bd7bd9811acfbb93>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClientStatus = "active" | "archived" | "inactive" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClientHubPage_client$data = {
  readonly address: string | null | undefined;
  readonly amountOwed: ReadonlyArray<{
    readonly amount: any;
    readonly currency: string;
  }>;
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
  readonly " $fragmentSpreads": FragmentRefs<"ClientHubTimeline_client">;
  readonly " $fragmentType": "ClientHubPage_client";
};
export type ClientHubPage_client$key = {
  readonly " $data"?: ClientHubPage_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientHubPage_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientHubPage_client",
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
      "name": "address",
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
      "concreteType": "MoneyAmount",
      "kind": "LinkedField",
      "name": "amountOwed",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClientHubTimeline_client"
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "c202001749b40385066fedaf7131fa57";

export default node;
