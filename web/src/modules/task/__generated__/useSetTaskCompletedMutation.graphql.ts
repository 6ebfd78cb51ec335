/**
 * @generated SignedSource<<f91cbb0d2744cdcda2c161bcacee4f32>>
 * @relayHash 06b3c87267bdc5adc5a178b2446c49d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 315e519a4f86516d47ccfc4f01d7730559bb1da9e8b763326961ebdcc867ec5b

import { ConcreteRequest } from 'relay-runtime';
export type SetTaskCompletedInput = {
  completed: boolean;
  id: string;
};
export type useSetTaskCompletedMutation$variables = {
  input: SetTaskCompletedInput;
};
export type useSetTaskCompletedMutation$data = {
  readonly setTaskCompleted: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly task?: {
      readonly completedAt: any | null | undefined;
      readonly id: string;
      readonly isOverdue: boolean;
      readonly status: string;
    };
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
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useSetTaskCompletedMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetTaskCompletedMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "315e519a4f86516d47ccfc4f01d7730559bb1da9e8b763326961ebdcc867ec5b",
    "metadata": {},
    "name": "useSetTaskCompletedMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "903c70a91e231394550a64ab1c3bc482";

export default node;
