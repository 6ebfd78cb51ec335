/**
 * @generated SignedSource<<245a8233b894a9bf61ad5e0e9e1c37f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkflowActionType = "add_note" | "assign_team_member" | "condition" | "create_calendar_event" | "create_task" | "send_email" | "send_notification" | "send_webhook" | "update_field" | "update_status" | "wait" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkflowForm_workflow$data = {
  readonly actions: ReadonlyArray<{
    readonly config: {
      readonly all: ReadonlyArray<{
        readonly field: string;
        readonly op: string;
        readonly value: string | null | undefined;
      }> | null | undefined;
      readonly assignTo: string | null | undefined;
      readonly atHour: number | null | undefined;
      readonly days: number | null | undefined;
      readonly description: string | null | undefined;
      readonly dueInDays: number | null | undefined;
      readonly duration: number | null | undefined;
      readonly endpointId: string | null | undefined;
      readonly entity: string | null | undefined;
      readonly field: string | null | undefined;
      readonly hours: number | null | undefined;
      readonly message: string | null | undefined;
      readonly minutes: number | null | undefined;
      readonly note: string | null | undefined;
      readonly offsetDays: number | null | undefined;
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
      readonly url: string | null | undefined;
      readonly value: string | null | undefined;
    };
    readonly policy: {
      readonly backoffSeconds: number;
      readonly onFailure: string;
      readonly retries: number;
      readonly timeoutSeconds: number;
    };
    readonly type: WorkflowActionType;
  }>;
  readonly conditions: {
    readonly all: ReadonlyArray<{
      readonly field: string;
      readonly op: string;
      readonly value: string | null | undefined;
    }>;
    readonly changedField: string | null | undefined;
    readonly changedTo: string | null | undefined;
  };
  readonly description: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly trigger: string;
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
  "name": "field",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "WorkflowCondition",
  "kind": "LinkedField",
  "name": "all",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "op",
      "storageKey": null
    },
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = {
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
      "concreteType": "WorkflowConditions",
      "kind": "LinkedField",
      "name": "conditions",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "changedField",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "changedTo",
          "storageKey": null
        }
      ],
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
        (v4/*:: as any*/),
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
            (v4/*:: as any*/),
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "minutes",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hours",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "days",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "offsetDays",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "atHour",
              "storageKey": null
            },
            (v3/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "note",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endpointId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkflowStepPolicy",
          "kind": "LinkedField",
          "name": "policy",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "retries",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "backoffSeconds",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "timeoutSeconds",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "onFailure",
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

(node as any).hash = "175f712909191703cf7610f6ae044ca3";

export default node;
