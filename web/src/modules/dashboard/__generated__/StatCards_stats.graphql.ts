/**
 * @generated SignedSource<<3ef4cd49bfecdf132cb2422a1250ee1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatCards_stats$data = {
  readonly activeProjects: number;
  readonly clientsGrowth: number | null | undefined;
  readonly monthlyRevenue: any;
  readonly overdueTasks: number;
  readonly pendingTasks: number;
  readonly projectsGrowth: number | null | undefined;
  readonly revenueGrowth: number | null | undefined;
  readonly totalClients: number;
  readonly " $fragmentType": "StatCards_stats";
};
export type StatCards_stats$key = {
  readonly " $data"?: StatCards_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatCards_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatCards_stats",
  "selections": [
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
  "type": "DashboardStats",
  "abstractKey": null
};

(node as any).hash = "5d90d44207bda7eb160e42272bd7b260";

export default node;
