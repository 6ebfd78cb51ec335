/**
 * @generated SignedSource<<65e709b3bc14a8ede6777c869e96c0ff>>
 * @relayHash c819dd4772ee1b5dc845f33b3e2b0bf3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ec714251ebdac31e51ed9678f47a63d649b69a7b85a0d1978708f1311500b33

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowActionType = "add_note" | "assign_team_member" | "condition" | "create_calendar_event" | "create_task" | "send_email" | "send_notification" | "send_webhook" | "update_field" | "update_status" | "wait" | "%future added value";
export type UpdateWorkflowInput = {
  actions?: ReadonlyArray<WorkflowActionInput> | null | undefined;
  conditions?: WorkflowConditionsInput | null | undefined;
  description?: string | null | undefined;
  id: string;
  isActive?: boolean | null | undefined;
  name?: string | null | undefined;
  trigger?: string | null | undefined;
  unchangedSince?: any | null | undefined;
};
export type WorkflowActionInput = {
  config?: WorkflowActionConfigInput | null | undefined;
  policy?: WorkflowStepPolicyInput | null | undefined;
  type: WorkflowActionType;
};
export type WorkflowActionConfigInput = {
  all?: ReadonlyArray<WorkflowConditionInput> | null | undefined;
  assignTo?: string | null | undefined;
  atHour?: number | null | undefined;
  days?: number | null | undefined;
  description?: string | null | undefined;
  dueInDays?: number | null | undefined;
  duration?: number | null | undefined;
  endpointId?: string | null | undefined;
  entity?: string | null | undefined;
  field?: string | null | undefined;
  hours?: number | null | undefined;
  message?: string | null | undefined;
  minutes?: number | null | undefined;
  note?: string | null | undefined;
  offsetDays?: number | null | undefined;
  priority?: string | null | undefined;
  role?: string | null | undefined;
  startsInDays?: number | null | undefined;
  status?: string | null | undefined;
  subject?: string | null | undefined;
  target?: string | null | undefined;
  teamMemberId?: string | null | undefined;
  title?: string | null | undefined;
  to?: string | null | undefined;
  type?: string | null | undefined;
  url?: string | null | undefined;
  value?: string | null | undefined;
};
export type WorkflowConditionInput = {
  field: string;
  op: string;
  value?: string | null | undefined;
};
export type WorkflowStepPolicyInput = {
  backoffSeconds?: number | null | undefined;
  onFailure?: string | null | undefined;
  retries?: number | null | undefined;
  timeoutSeconds?: number | null | undefined;
};
export type WorkflowConditionsInput = {
  all?: ReadonlyArray<WorkflowConditionInput> | null | undefined;
  changedField?: string | null | undefined;
  changedTo?: string | null | undefined;
};
export type useUpdateWorkflowMutation$variables = {
  input: UpdateWorkflowInput;
};
export type useUpdateWorkflowMutation$data = {
  readonly updateWorkflow: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"mutationResult_error">;
    } | null | undefined;
    readonly workflow?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WorkflowCard_workflow">;
    };
  };
};
export type useUpdateWorkflowMutation = {
  response: useUpdateWorkflowMutation$data;
  variables: useUpdateWorkflowMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateWorkflowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateWorkflow",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Workflow",
                "kind": "LinkedField",
                "name": "workflow",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WorkflowCard_workflow"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateWorkflowPayload",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "mutationResult_error",
                  "selections": [
                    (v2/*:: as any*/),
                    (v4/*:: as any*/),
                    (v5/*:: as any*/)
                  ],
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateWorkflowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateWorkflow",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Workflow",
                "kind": "LinkedField",
                "name": "workflow",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "trigger",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isActive",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "runCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastRun",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkflowAction",
                    "kind": "LinkedField",
                    "name": "actions",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "type",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateWorkflowPayload",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7ec714251ebdac31e51ed9678f47a63d649b69a7b85a0d1978708f1311500b33",
    "metadata": {},
    "name": "useUpdateWorkflowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fbdb1fc2b29a5c874ea5836a203214e5";

export default node;
