/**
 * @generated SignedSource<<35c29090d5c9046eae5ff993323133a4>>
 * @relayHash 025c59ecebfe147dec1d86dbf4fca13a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63e1e46247085c2e6a7d7e055dacf109e14c5b42aa13a611fa6b1261e58ba671

import { ConcreteRequest } from 'relay-runtime';
export type refreshWorkCountsQuery$variables = Record<PropertyKey, never>;
export type refreshWorkCountsQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly sidebarCounts: {
      readonly activeProjects: number;
      readonly clients: number;
      readonly overdueTasks: number;
      readonly unreadMessages: number;
    };
  };
};
export type refreshWorkCountsQuery = {
  response: refreshWorkCountsQuery$data;
  variables: refreshWorkCountsQuery$variables;
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
        "concreteType": "SidebarCounts",
        "kind": "LinkedField",
        "name": "sidebarCounts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clients",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "activeProjects",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "overdueTasks",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadMessages",
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
    "name": "refreshWorkCountsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "refreshWorkCountsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "63e1e46247085c2e6a7d7e055dacf109e14c5b42aa13a611fa6b1261e58ba671",
    "metadata": {},
    "name": "refreshWorkCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d526615140c4ca2a5b6055f879a98c8e";

export default node;
