/**
 * @generated SignedSource<<d58aea8df0bfa0fd08d1f69a8d6328ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RevenueGranularity = "DAY" | "MONTH" | "WEEK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RevenueAnalytics_viewer$data = {
  readonly id: string;
  readonly revenueAnalytics: {
    readonly averageProjectValue: any | null | undefined;
    readonly days: number;
    readonly granularity: RevenueGranularity;
    readonly growth: number | null | undefined;
    readonly series: ReadonlyArray<{
      readonly endDate: string;
      readonly revenue: any;
      readonly startDate: string;
    }>;
    readonly totalRevenue: any;
  };
  readonly " $fragmentType": "RevenueAnalytics_viewer";
};
export type RevenueAnalytics_viewer$key = {
  readonly " $data"?: RevenueAnalytics_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RevenueAnalytics_viewer">;
};

import RevenueAnalyticsRefetchQuery_graphql from './RevenueAnalyticsRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": 30,
      "kind": "LocalArgument",
      "name": "days"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": RevenueAnalyticsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "RevenueAnalytics_viewer",
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
      "args": [
        {
          "kind": "Variable",
          "name": "days",
          "variableName": "days"
        }
      ],
      "concreteType": "RevenueAnalytics",
      "kind": "LinkedField",
      "name": "revenueAnalytics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "granularity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalRevenue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageProjectValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "growth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RevenuePoint",
          "kind": "LinkedField",
          "name": "series",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "startDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "revenue",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d2c66395af00b74fa0827258eb367191";

export default node;
