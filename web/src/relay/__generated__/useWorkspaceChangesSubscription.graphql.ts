/**
 * @generated SignedSource<<38412784af674041a5f45d01165614ec>>
 * @relayHash c6cd709dcd21f0ced318a37c426cc5ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d502bd2844c1fc7c4d20f4f8993833940566c784aa1f6b4ea7d4a6c9e79c713

import { ConcreteRequest } from 'relay-runtime';
export type useWorkspaceChangesSubscription$variables = Record<PropertyKey, never>;
export type useWorkspaceChangesSubscription$data = {
  readonly workspaceChanged: {
    readonly type: string;
  };
};
export type useWorkspaceChangesSubscription = {
  response: useWorkspaceChangesSubscription$data;
  variables: useWorkspaceChangesSubscription$variables;
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
    "name": "useWorkspaceChangesSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useWorkspaceChangesSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1d502bd2844c1fc7c4d20f4f8993833940566c784aa1f6b4ea7d4a6c9e79c713",
    "metadata": {},
    "name": "useWorkspaceChangesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b110c1b0ac5d770b744e01343e3f11bc";

export default node;
