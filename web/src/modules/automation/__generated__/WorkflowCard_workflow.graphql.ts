/**
 * @generated SignedSource<<636bde8bf648edb21140e13ff7126f78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkflowActionType = "add_note" | "assign_team_member" | "condition" | "create_calendar_event" | "create_task" | "send_email" | "send_notification" | "send_webhook" | "update_field" | "update_status" | "wait" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkflowCard_workflow$data = {
  readonly actions: ReadonlyArray<{
    readonly type: WorkflowActionType;
  }>;
  readonly createdAt: any;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly isActive: boolean;
  readonly lastRun: any | null | undefined;
  readonly name: string;
  readonly runCount: number;
  readonly trigger: string;
  readonly " $fragmentType": "WorkflowCard_workflow";
};
export type WorkflowCard_workflow$key = {
  readonly " $data"?: WorkflowCard_workflow$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowCard_workflow">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowCard_workflow",
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
  "type": "Workflow",
  "abstractKey": null
};

(node as any).hash = "a76dd6cc20af15fcc2c69f4730e5f2fe";

export default node;
