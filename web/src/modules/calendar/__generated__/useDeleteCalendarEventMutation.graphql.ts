/**
 * @generated SignedSource<<7d55913d157474d34ecb47e5da8440c5>>
 * @relayHash d05660838d1c4caa2a24371330bf9cd3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d8fc8d9908c7f9c54bceb828607396f12911cf0bc11f1f16259f900852606e7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OccurrenceScope = "all" | "this" | "%future added value";
export type DeleteCalendarEventInput = {
  id: string;
  occurrence?: any | null | undefined;
  scope?: OccurrenceScope | null | undefined;
};
export type useDeleteCalendarEventMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteCalendarEventInput;
};
export type useDeleteCalendarEventMutation$data = {
  readonly deleteCalendarEvent: {
    readonly __typename: string;
    readonly deletedCalendarEventId?: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"mutationResult_error">;
    } | null | undefined;
    readonly seriesKept?: boolean;
  };
};
export type useDeleteCalendarEventMutation = {
  response: useDeleteCalendarEventMutation$data;
  variables: useDeleteCalendarEventMutation$variables;
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
  "name": "deletedCalendarEventId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seriesKept",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
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
        (v6/*:: as any*/)
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
    "name": "useDeleteCalendarEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteCalendarEvent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "DeleteCalendarEventPayload",
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
                    (v6/*:: as any*/),
                    (v7/*:: as any*/)
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
    "name": "useDeleteCalendarEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteCalendarEvent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedCalendarEventId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              },
              (v5/*:: as any*/)
            ],
            "type": "DeleteCalendarEventPayload",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/)
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
    "id": "8d8fc8d9908c7f9c54bceb828607396f12911cf0bc11f1f16259f900852606e7",
    "metadata": {},
    "name": "useDeleteCalendarEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f1d8afdd2dcf3c8cb2dfc20f6a8598ef";

export default node;
