/**
 * @generated SignedSource<<368ab65c0c394c1a81f9ae9207f940be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExecutionRow_execution$data = {
  readonly completedAt: any | null | undefined;
  readonly errorMessage: string | null | undefined;
  readonly executionTime: number | null | undefined;
  readonly id: string;
  readonly results: ReadonlyArray<{
    readonly attempts: number;
    readonly error: string | null | undefined;
    readonly label: string;
    readonly ms: number | null | undefined;
    readonly status: string;
    readonly step: number;
    readonly summary: string;
  }>;
  readonly startedAt: any;
  readonly status: string;
  readonly triggerType: string | null | undefined;
  readonly triggeredBy: string | null | undefined;
  readonly workflowName: string | null | undefined;
  readonly " $fragmentType": "ExecutionRow_execution";
};
export type ExecutionRow_execution$key = {
  readonly " $data"?: ExecutionRow_execution$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExecutionRow_execution">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExecutionRow_execution",
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
      "name": "workflowName",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
  "type": "WorkflowExecution",
  "abstractKey": null
};
})();

(node as any).hash = "e5ced6715f164a10374d36a6e627b435";

export default node;
