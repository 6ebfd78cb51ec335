/**
 * @generated SignedSource<<c82279d8fda83dd599afc721e17d55c4>>
 * @relayHash cacdcd597a860e4dacdce5e06d660c23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91da4cfaeb79d87c38ca7b45cd3acf1375f24940cc90643e0f9bd2efb1b02a80

import { ConcreteRequest } from 'relay-runtime';
export type useLiveSidebarCountsSubscription$variables = Record<PropertyKey, never>;
export type useLiveSidebarCountsSubscription$data = {
  readonly sidebarCountsUpdated: {
    readonly activeProjects: number;
    readonly clients: number;
    readonly overdueTasks: number;
    readonly unreadMessages: number;
  };
};
export type useLiveSidebarCountsSubscription = {
  response: useLiveSidebarCountsSubscription$data;
  variables: useLiveSidebarCountsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SidebarCounts",
    "kind": "LinkedField",
    "name": "sidebarCountsUpdated",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveSidebarCountsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLiveSidebarCountsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "91da4cfaeb79d87c38ca7b45cd3acf1375f24940cc90643e0f9bd2efb1b02a80",
    "metadata": {},
    "name": "useLiveSidebarCountsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "0d99644c31481d7214cee82fd2b799c1";

export default node;
