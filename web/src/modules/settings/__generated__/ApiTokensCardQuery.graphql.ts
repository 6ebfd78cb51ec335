/**
 * @generated SignedSource<<9e153331fae2d612bac136c2258262c6>>
 * @relayHash ae69ad1780bb90844c3d38dbf7f7f6fc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1fcb3e06205da9306c68471a6722772b873f6a855004174f0df363ef49bfdb7b

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenScope = "read" | "write" | "%future added value";
export type ApiTokensCardQuery$variables = Record<PropertyKey, never>;
export type ApiTokensCardQuery$data = {
  readonly viewer: {
    readonly apiTokens: ReadonlyArray<{
      readonly createdAt: any;
      readonly expiresAt: any | null | undefined;
      readonly id: string;
      readonly lastUsedAt: any | null | undefined;
      readonly name: string;
      readonly prefix: string;
      readonly scope: ApiTokenScope;
    }>;
    readonly id: string;
  };
};
export type ApiTokensCardQuery = {
  response: ApiTokensCardQuery$data;
  variables: ApiTokensCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiToken",
        "kind": "LinkedField",
        "name": "apiTokens",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "scope",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "prefix",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastUsedAt",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ApiTokensCardQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApiTokensCardQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1fcb3e06205da9306c68471a6722772b873f6a855004174f0df363ef49bfdb7b",
    "metadata": {},
    "name": "ApiTokensCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7bcc295366e11b34109354ecaa3e3deb";

export default node;
