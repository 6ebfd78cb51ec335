/**
 * @generated SignedSource<<4b1d8a1cfafb8d2ef304fdfa01c3fefb>>
 * @relayHash 9d4ca55ba1f1abe543c4a55c5e39d76c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70a07cdb58f654e3b73687f9411caf6c73fe7c84f0e988d505caed1cd098049b

import { ConcreteRequest } from 'relay-runtime';
export type WorkflowFormOptionsQuery$variables = {
  optionCount: number;
};
export type WorkflowFormOptionsQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly teamMembers: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
          readonly role: string | null | undefined;
        };
      }>;
    };
  };
};
export type WorkflowFormOptionsQuery = {
  response: WorkflowFormOptionsQuery$data;
  variables: WorkflowFormOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "optionCount"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "optionCount"
          }
        ],
        "concreteType": "TeamMemberConnection",
        "kind": "LinkedField",
        "name": "teamMembers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TeamMemberEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TeamMember",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "role",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkflowFormOptionsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkflowFormOptionsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "70a07cdb58f654e3b73687f9411caf6c73fe7c84f0e988d505caed1cd098049b",
    "metadata": {},
    "name": "WorkflowFormOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3e098aa72f0129e65425d10537aa0036";

export default node;
