/**
 * @generated SignedSource<<d856175b4ec7f893db021186c40544ff>>
 * @relayHash 2c46e911f6f78547c00277c27ea6a4b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adab29cf97abcab79b6b1153098920ff5a82c97fee300d229f71d26e8dcb8714

import { ConcreteRequest } from 'relay-runtime';
export type refreshWorkspaceCountsQuery$variables = Record<PropertyKey, never>;
export type refreshWorkspaceCountsQuery$data = {
  readonly viewer: {
    readonly sidebarCounts: {
      readonly activeProjects: number;
      readonly clients: number;
      readonly overdueTasks: number;
      readonly unreadMessages: number;
    };
  };
};
export type refreshWorkspaceCountsQuery = {
  response: refreshWorkspaceCountsQuery$data;
  variables: refreshWorkspaceCountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshWorkspaceCountsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "refreshWorkspaceCountsQuery",
    "selections": [
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
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "adab29cf97abcab79b6b1153098920ff5a82c97fee300d229f71d26e8dcb8714",
    "metadata": {},
    "name": "refreshWorkspaceCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6fb1648eadb321dd2b83ee73a14288c6";

export default node;
