/**
 * @generated SignedSource<<09be94f8ad03f1286bc7cc0dc5e806f6>>
 * @relayHash 89d01efacc9b0a00bfa79a88957a88ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a5c2d4508eb6750a67a2fb8a3d2807a7a8d44250309219a956edd851ade1821

import { ConcreteRequest } from 'relay-runtime';
export type SettingsPageQuery$variables = Record<PropertyKey, never>;
export type SettingsPageQuery$data = {
  readonly viewer: {
    readonly email: string;
    readonly firstName: string | null | undefined;
    readonly id: string;
    readonly invoicePaperSize: string;
    readonly lastName: string | null | undefined;
    readonly timeZone: string;
  };
};
export type SettingsPageQuery = {
  response: SettingsPageQuery$data;
  variables: SettingsPageQuery$variables;
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
        "kind": "ScalarField",
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastName",
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
        "name": "timeZone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "invoicePaperSize",
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
    "name": "SettingsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettingsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9a5c2d4508eb6750a67a2fb8a3d2807a7a8d44250309219a956edd851ade1821",
    "metadata": {},
    "name": "SettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c9c0137dd0649c12f543244dc5dd6089";

export default node;
