/**
 * @generated SignedSource<<a0143da5c66d4276e15c9905e2af2e2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkflowActionType = "assign_team_member" | "create_calendar_event" | "create_task" | "send_email" | "send_notification" | "update_status" | "%future added value";
export type WorkflowTrigger = "client_created" | "contract_signed" | "file_uploaded" | "invoice_overdue" | "manual" | "project_completed" | "task_assigned" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkflowForm_workflow$data = {
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
  readonly trigger: WorkflowTrigger;
  readonly updatedAt: any;
  readonly " $fragmentType": "WorkflowForm_workflow";
};
export type WorkflowForm_workflow$key = {
  readonly " $data"?: WorkflowForm_workflow$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowForm_workflow">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowForm_workflow",
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
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "concreteType": "WorkflowAction",
      "kind": "LinkedField",
      "name": "actions",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
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
            (v0/*:: as any*/),
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
            (v1/*:: as any*/),
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "role",
              "storageKey": null
            },
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
    }
  ],
  "type": "Workflow",
  "abstractKey": null
};
})();

(node as any).hash = "41841c8423e8c670e7e7741d210e159d";

export default node;
