/**
 * @generated SignedSource<<a374d971981170d42564d65c6b0c0ff0>>
 * @relayHash e7753a9e9bdd4ea208cb24f7bef7fc92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 85b7d16086867d7a81bf3a50efde859167a3ff19e32d208a40cff67abbc0bb5a

import { ConcreteRequest } from 'relay-runtime';
export type IntegrationStatus = "connected" | "error" | "needs_reconnect" | "%future added value";
export type PaymentMode = "live" | "test" | "%future added value";
export type PaymentsCardQuery$variables = Record<PropertyKey, never>;
export type PaymentsCardQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly paymentSettings: {
      readonly accountName: string | null | undefined;
      readonly connected: boolean;
      readonly error: string | null | undefined;
      readonly keyLast4: string | null | undefined;
      readonly mode: PaymentMode | null | undefined;
      readonly status: IntegrationStatus | null | undefined;
      readonly warning: string | null | undefined;
    };
  };
};
export type PaymentsCardQuery = {
  response: PaymentsCardQuery$data;
  variables: PaymentsCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
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
        "concreteType": "PaymentSettings",
        "kind": "LinkedField",
        "name": "paymentSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "connected",
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
            "name": "error",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "keyLast4",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "warning",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentsCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PaymentsCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "85b7d16086867d7a81bf3a50efde859167a3ff19e32d208a40cff67abbc0bb5a",
    "metadata": {},
    "name": "PaymentsCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5ca9ae86468ecf53a7aea33143ebdc19";

export default node;
