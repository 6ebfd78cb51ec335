/**
 * @generated SignedSource<<3f62394a56139701db17aadc990ef95e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryStatus = "failed" | "pending" | "succeeded" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookItem_webhook$data = {
  readonly enabled: boolean;
  readonly events: ReadonlyArray<string>;
  readonly failingSince: any | null | undefined;
  readonly id: string;
  readonly recentDeliveries: ReadonlyArray<{
    readonly attempts: number;
    readonly createdAt: any;
    readonly eventType: string;
    readonly id: string;
    readonly lastError: string | null | undefined;
    readonly responseCode: number | null | undefined;
    readonly status: WebhookDeliveryStatus;
  }>;
  readonly url: string;
  readonly " $fragmentType": "WebhookItem_webhook";
};
export type WebhookItem_webhook$key = {
  readonly " $data"?: WebhookItem_webhook$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookItem_webhook">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookItem_webhook",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "events",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failingSince",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookDelivery",
      "kind": "LinkedField",
      "name": "recentDeliveries",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventType",
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
          "name": "attempts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "responseCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastError",
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
      "storageKey": null
    }
  ],
  "type": "Webhook",
  "abstractKey": null
};
})();

(node as any).hash = "b7c41276a6ca7363a325d113cc27eead";

export default node;
