/**
 * @generated SignedSource<<563cb310d2adf94f7290e39853c23652>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowStats_viewer$data = {
  readonly id: string;
  readonly workflowStats: {
    readonly activeWorkflows: number;
    readonly recentExecutions: number;
    readonly totalRuns: number;
    readonly totalWorkflows: number;
  };
  readonly " $fragmentType": "WorkflowStats_viewer";
};
export type WorkflowStats_viewer$key = {
  readonly " $data"?: WorkflowStats_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowStats_viewer">;
};

import WorkflowStatsRefetchQuery_graphql from './WorkflowStatsRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": WorkflowStatsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "WorkflowStats_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkflowStats",
      "kind": "LinkedField",
      "name": "workflowStats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalWorkflows",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activeWorkflows",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalRuns",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recentExecutions",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "cbc8fdceac8dfb3d700b9768fefb6826";

export default node;
