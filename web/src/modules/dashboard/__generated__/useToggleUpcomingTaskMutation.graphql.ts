/**
 * @generated SignedSource<<1098afbe3cc634b2113ff0847638bbea>>
 * @relayHash 1b4cd13b2a1611361f6fa846bf0a3c85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4492ae4c39881cd6e8042490cef06f526d4fbef1d822238ed373b62cf85f6a47

import { ConcreteRequest } from 'relay-runtime';
export type SetTaskCompletedInput = {
  completed: boolean;
  id: string;
};
export type useToggleUpcomingTaskMutation$variables = {
  input: SetTaskCompletedInput;
};
export type useToggleUpcomingTaskMutation$data = {
  readonly setTaskCompleted: {
    readonly __typename: string;
    readonly message?: string;
    readonly task?: {
      readonly completedAt: any | null | undefined;
      readonly id: string;
      readonly isOverdue: boolean;
      readonly status: string;
    };
  };
};
export type useToggleUpcomingTaskMutation = {
  response: useToggleUpcomingTaskMutation$data;
  variables: useToggleUpcomingTaskMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setTaskCompleted",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Task",
            "kind": "LinkedField",
            "name": "task",
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
                "name": "isOverdue",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetTaskCompletedPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useToggleUpcomingTaskMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useToggleUpcomingTaskMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4492ae4c39881cd6e8042490cef06f526d4fbef1d822238ed373b62cf85f6a47",
    "metadata": {},
    "name": "useToggleUpcomingTaskMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "615ce8e7adce16a48ef46da7c51ef183";

export default node;
