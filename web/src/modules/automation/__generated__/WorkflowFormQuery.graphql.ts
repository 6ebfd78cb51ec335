/**
 * @generated SignedSource<<7532dd5983ddb599b4883d3871aa9418>>
 * @relayHash 5525c104c3a704a0b91d8fef97c43f29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1d399673e75ccb7e3afa2bb24800926a5b0d07ce8f918903f3d2210dc362547

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowActionType = "assign_team_member" | "create_calendar_event" | "create_task" | "send_email" | "send_notification" | "update_status" | "%future added value";
export type WorkflowFormQuery$variables = {
  editing: boolean;
  fromTemplate: boolean;
  id: string;
  optionCount: number;
};
export type WorkflowFormQuery$data = {
  readonly node?: {
    readonly workflow: {
      readonly " $fragmentSpreads": FragmentRefs<"WorkflowForm_workflow">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly automationTemplates?: ReadonlyArray<{
      readonly actions: ReadonlyArray<{
        readonly config: {
          readonly assignTo: string | null | undefined;
          readonly description: string | null | undefined;
          readonly dueInDays: number | null | undefined;
          readonly duration: number | null | undefined;
          readonly entity: string | null | undefined;
          readonly message: string | null | undefined;
          readonly priority: string | null | undefined;
          readonly role: string | null | undefined;
          readonly startsInDays: number | null | undefined;
          readonly status: string | null | undefined;
          readonly subject: string | null | undefined;
          readonly target: string | null | undefined;
          readonly teamMemberId: string | null | undefined;
          readonly title: string | null | undefined;
          readonly to: string | null | undefined;
          readonly type: string | null | undefined;
        };
        readonly type: WorkflowActionType;
      }>;
      readonly description: string | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly trigger: string | null | undefined;
    }>;
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
export type WorkflowFormQuery = {
  response: WorkflowFormQuery$data;
  variables: WorkflowFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editing"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fromTemplate"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "optionCount"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trigger",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "WorkflowAction",
  "kind": "LinkedField",
  "name": "actions",
  "plural": true,
  "selections": [
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkflowActionConfig",
      "kind": "LinkedField",
      "name": "config",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subject",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priority",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assignTo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueInDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "entity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "duration",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startsInDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "teamMemberId",
          "storageKey": null
        },
        (v9/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "target",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "condition": "fromTemplate",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AutomationTemplate",
          "kind": "LinkedField",
          "name": "automationTemplates",
          "plural": true,
          "selections": [
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v6/*:: as any*/),
            (v7/*:: as any*/),
            (v10/*:: as any*/)
          ],
          "storageKey": null
        }
      ]
    },
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
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v9/*:: as any*/)
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
},
v12 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkflowFormQuery",
    "selections": [
      (v11/*:: as any*/),
      {
        "condition": "editing",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "WorkflowForm_workflow"
                    }
                  ],
                  "type": "Workflow",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "workflow"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WorkflowFormQuery",
    "selections": [
      (v11/*:: as any*/),
      {
        "condition": "editing",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedAt",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "type": "Workflow",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "b1d399673e75ccb7e3afa2bb24800926a5b0d07ce8f918903f3d2210dc362547",
    "metadata": {},
    "name": "WorkflowFormQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "404d3c9c72a1afde0ba4ef1991ffcf5b";

export default node;
