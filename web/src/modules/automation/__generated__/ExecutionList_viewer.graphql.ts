/**
 * @generated SignedSource<<e486742938878a28d9fc5b25492382b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExecutionList_viewer$data = {
  readonly workflowExecutions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly status: string;
        readonly " $fragmentSpreads": FragmentRefs<"ExecutionRow_execution">;
      };
    }>;
  };
  readonly " $fragmentType": "ExecutionList_viewer";
};
export type ExecutionList_viewer$key = {
  readonly " $data"?: ExecutionList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExecutionList_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": null,
        "direction": "forward",
        "path": [
          "workflowExecutions"
        ]
      }
    ]
  },
  "name": "ExecutionList_viewer",
  "selections": [
    {
      "alias": "workflowExecutions",
      "args": null,
      "concreteType": "WorkflowExecutionConnection",
      "kind": "LinkedField",
      "name": "__ExecutionList_workflowExecutions_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkflowExecutionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WorkflowExecution",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "status",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ExecutionRow_execution"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
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

(node as any).hash = "b60fda3463ec397bbe318e8b2ebd8ab3";

export default node;
