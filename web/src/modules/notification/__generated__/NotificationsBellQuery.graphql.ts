/**
 * @generated SignedSource<<99a8fc520a9039cd07b21aa060f0a5aa>>
 * @relayHash 10e53f7a8564db6300126630894218e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c9a50ac640e4f6706ff11a7d935b837115036ad29dd7c9ee11695bf6073bc83

import { ConcreteRequest } from 'relay-runtime';
export type NotificationsBellQuery$variables = Record<PropertyKey, never>;
export type NotificationsBellQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly unreadNotificationCount: number;
  };
};
export type NotificationsBellQuery = {
  response: NotificationsBellQuery$data;
  variables: NotificationsBellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "unreadNotificationCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsBellQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationsBellQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0c9a50ac640e4f6706ff11a7d935b837115036ad29dd7c9ee11695bf6073bc83",
    "metadata": {},
    "name": "NotificationsBellQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "832ea1180a4f1d88d0637601edb69466";

export default node;
