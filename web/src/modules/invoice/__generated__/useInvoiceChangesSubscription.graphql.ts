/**
 * @generated SignedSource<<194b92b734eae1aa48b3c5df01e74580>>
 * @relayHash cf5ea5aae36364e5ddb10e5c615afc38
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b858567107fb53a4d377131aba0ce4291e4418b3d568af323ddf0bb7215cebb

import { ConcreteRequest } from 'relay-runtime';
export type useInvoiceChangesSubscription$variables = Record<PropertyKey, never>;
export type useInvoiceChangesSubscription$data = {
  readonly workspaceChanged: {
    readonly type: string;
  };
};
export type useInvoiceChangesSubscription = {
  response: useInvoiceChangesSubscription$data;
  variables: useInvoiceChangesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "WorkspaceChange",
    "kind": "LinkedField",
    "name": "workspaceChanged",
    "plural": false,
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useInvoiceChangesSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useInvoiceChangesSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2b858567107fb53a4d377131aba0ce4291e4418b3d568af323ddf0bb7215cebb",
    "metadata": {},
    "name": "useInvoiceChangesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "49f6ae3d3189b031897aa8943f6e73b8";

export default node;
