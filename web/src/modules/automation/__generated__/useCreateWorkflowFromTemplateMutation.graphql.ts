/**
 * @generated SignedSource<<671bb825f04ce93e59d7463d6ed1dde0>>
 * @relayHash 30f249ec33caa80a35edd966de2a03ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90add238d22ddc5373f7f9fa1978a4c18dbec89bd2fea07efb8c7f39087220b4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowActionType = "add_note" | "assign_team_member" | "condition" | "create_calendar_event" | "create_task" | "send_email" | "send_notification" | "send_webhook" | "update_field" | "update_status" | "wait" | "%future added value";
export type CreateWorkflowFromTemplateInput = {
  actions?: ReadonlyArray<WorkflowActionInput> | null | undefined;
  conditions?: WorkflowConditionsInput | null | undefined;
  description?: string | null | undefined;
  isActive?: boolean | null | undefined;
  name: string;
  templateId: string;
  trigger?: string | null | undefined;
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
export type useCreateWorkflowFromTemplateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateWorkflowFromTemplateInput;
};
export type useCreateWorkflowFromTemplateMutation$data = {
  readonly createWorkflowFromTemplate: {
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
export type useCreateWorkflowFromTemplateMutation = {
  response: useCreateWorkflowFromTemplateMutation$data;
  variables: useCreateWorkflowFromTemplateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
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
  "name": "message",
  "storageKey": null
},
v6 = {
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
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateWorkflowFromTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createWorkflowFromTemplate",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WorkflowCard_workflow"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateWorkflowFromTemplatePayload",
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
                    (v3/*:: as any*/),
                    (v5/*:: as any*/),
                    (v6/*:: as any*/)
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateWorkflowFromTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createWorkflowFromTemplate",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "workflow",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "WorkflowEdge"
                  }
                ]
              }
            ],
            "type": "CreateWorkflowFromTemplatePayload",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/)
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
    "id": "90add238d22ddc5373f7f9fa1978a4c18dbec89bd2fea07efb8c7f39087220b4",
    "metadata": {},
    "name": "useCreateWorkflowFromTemplateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "93fd2d16f1414c4b794cd7f08daa3400";

export default node;
