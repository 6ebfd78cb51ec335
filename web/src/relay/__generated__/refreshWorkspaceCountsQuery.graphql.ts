/**
 * @generated SignedSource<<5b947424a753d6feb00f72403a306b48>>
 * @relayHash 35e33ee07ff4fd7bed743f6bdce95a31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c29740d9e84e7d4270df42503bc893d64654a31e62239ab86472fcdd65c00e6c

import { ConcreteRequest } from 'relay-runtime';
export type refreshWorkspaceCountsQuery$variables = Record<PropertyKey, never>;
export type refreshWorkspaceCountsQuery$data = {
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
export type refreshWorkspaceCountsQuery = {
  response: refreshWorkspaceCountsQuery$data;
  variables: refreshWorkspaceCountsQuery$variables;
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
    "name": "refreshWorkspaceCountsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "refreshWorkspaceCountsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c29740d9e84e7d4270df42503bc893d64654a31e62239ab86472fcdd65c00e6c",
    "metadata": {},
    "name": "refreshWorkspaceCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dc2242e10bffd505ce8dcb43e2dd50fe";

export default node;
