/**
 * @generated SignedSource<<f42575f13d3fb50d54097d2ecd35c4a6>>
 * @relayHash 2e3b9211ad653653387d2c65d3a4125d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff341f0256b8b1cbb3def94be8a0b33d94376099a592b45b6f26cb2bd0b48eb1

import { ConcreteRequest } from 'relay-runtime';
export type TaskStatus = "cancelled" | "completed" | "in_progress" | "pending" | "%future added value";
export type SetTaskCompletedInput = {
  completed: boolean;
  id: string;
};
export type useSetTaskCompletedMutation$variables = {
  input: SetTaskCompletedInput;
};
export type useSetTaskCompletedMutation$data = {
  readonly setTaskCompleted: {
    readonly __typename: "ConflictError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "SetTaskCompletedPayload";
    readonly task: {
      readonly completedAt: any | null | undefined;
      readonly id: string;
      readonly isOverdue: boolean;
      readonly status: TaskStatus;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetTaskCompletedMutation = {
  response: useSetTaskCompletedMutation$data;
  variables: useSetTaskCompletedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
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
          (v1/*:: as any*/),
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "ConflictError",
        "abstractKey": null
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
    "name": "useSetTaskCompletedMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetTaskCompletedMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "ff341f0256b8b1cbb3def94be8a0b33d94376099a592b45b6f26cb2bd0b48eb1",
    "metadata": {},
    "name": "useSetTaskCompletedMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1b8508ab2edd4cb6bd8caed0258ebafb";

export default node;
