/**
 * @generated SignedSource<<fcb97eaf5b7becf078e61f7b0911946b>>
 * @relayHash 7c34c6948aae84de11c9acb65c0d07d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd58f59403ce036914f69ff91f6cce6149317df53557a18c0b65d1ba18ebaeaa

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useLiveExecutionsSubscription$variables = Record<PropertyKey, never>;
export type useLiveExecutionsSubscription$data = {
  readonly workflowExecutionUpdated: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ExecutionRow_execution">;
  } | null | undefined;
};
export type useLiveExecutionsSubscription = {
  response: useLiveExecutionsSubscription$data;
  variables: useLiveExecutionsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveExecutionsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkflowExecution",
        "kind": "LinkedField",
        "name": "workflowExecutionUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ExecutionRow_execution"
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
    "name": "useLiveExecutionsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkflowExecution",
        "kind": "LinkedField",
        "name": "workflowExecutionUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "workflowName",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "completedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "executionTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "triggeredBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "triggerType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "errorMessage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkflowExecutionStep",
            "kind": "LinkedField",
            "name": "results",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "step",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "summary",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "error",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ms",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attempts",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "fd58f59403ce036914f69ff91f6cce6149317df53557a18c0b65d1ba18ebaeaa",
    "metadata": {},
    "name": "useLiveExecutionsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "8bf05c21676dfe10a653db2abd1dd755";

export default node;
