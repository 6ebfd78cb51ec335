/**
 * @generated SignedSource<<dbaa08bf787ae94925a3e9f74b75ab93>>
 * @relayHash b748be2cf3c5dc71a89fedd821a8af5a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7ccfe6143121c79e403a565314c088dbbe455a028482256130406f66f68fef7

import { ConcreteRequest } from 'relay-runtime';
export type useBusyPeriodsQuery$variables = {
  from: any;
  to: any;
};
export type useBusyPeriodsQuery$data = {
  readonly viewer: {
    readonly calendarBusy: ReadonlyArray<{
      readonly end: any;
      readonly start: any;
    }>;
  };
};
export type useBusyPeriodsQuery = {
  response: useBusyPeriodsQuery$data;
  variables: useBusyPeriodsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "from",
      "variableName": "from"
    },
    {
      "kind": "Variable",
      "name": "to",
      "variableName": "to"
    }
  ],
  "concreteType": "BusyPeriod",
  "kind": "LinkedField",
  "name": "calendarBusy",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "start",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "end",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useBusyPeriodsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBusyPeriodsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c7ccfe6143121c79e403a565314c088dbbe455a028482256130406f66f68fef7",
    "metadata": {},
    "name": "useBusyPeriodsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a69fff97edcc27921b25ee778bca2be";

export default node;
