/**
 * @generated SignedSource<<9fa06fc833eb441951caf0cc83f2643c>>
 * @relayHash d610a14b2f5ffad95ddcdc53c45f57fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6bd050f868deacf3d2872cd147856f3cf191e7d0e1be4e0e17c06ff1d94e3c6a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useDashboardLiveSubscription$variables = Record<PropertyKey, never>;
export type useDashboardLiveSubscription$data = {
  readonly dashboardStatsUpdated: {
    readonly asOf: any;
    readonly " $fragmentSpreads": FragmentRefs<"StatCards_stats">;
  };
};
export type useDashboardLiveSubscription = {
  response: useDashboardLiveSubscription$data;
  variables: useDashboardLiveSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "asOf",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDashboardLiveSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DashboardStats",
        "kind": "LinkedField",
        "name": "dashboardStatsUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StatCards_stats"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useDashboardLiveSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DashboardStats",
        "kind": "LinkedField",
        "name": "dashboardStatsUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalClients",
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
            "name": "monthlyRevenue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pendingTasks",
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
            "name": "clientsGrowth",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "projectsGrowth",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revenueGrowth",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6bd050f868deacf3d2872cd147856f3cf191e7d0e1be4e0e17c06ff1d94e3c6a",
    "metadata": {},
    "name": "useDashboardLiveSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "91edaa20e137d23bf76df8a3752d101c";

export default node;
