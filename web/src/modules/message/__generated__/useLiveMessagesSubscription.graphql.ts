/**
 * @generated SignedSource<<7535d10314d760bdfb3c9b6431c7262c>>
 * @relayHash acb6bedbe44b21c18776d06f379eb30b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 66c2909ac5c5d17bd7c0d3e1c38313acc43bf05c136bc5a0b1f7d2857497e39f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useLiveMessagesSubscription$variables = Record<PropertyKey, never>;
export type useLiveMessagesSubscription$data = {
  readonly workspaceChanged: {
    readonly createdMessage: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MessageCard_message">;
    } | null | undefined;
    readonly deletedMessageId: string | null | undefined;
    readonly message: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MessageCard_message">;
    } | null | undefined;
  };
};
export type useLiveMessagesSubscription = {
  response: useLiveMessagesSubscription$data;
  variables: useLiveMessagesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "MessageCard_message"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedMessageId",
  "storageKey": null
},
v3 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "subject",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "content",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isRead",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "contactName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "contactEmail",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "emailSent",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "emailSentAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "notificationError",
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
    "concreteType": "Client",
    "kind": "LinkedField",
    "name": "client",
    "plural": false,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Project",
    "kind": "LinkedField",
    "name": "project",
    "plural": false,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "emailAttempts",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveMessagesSubscription",
    "selections": [
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
            "concreteType": "Message",
            "kind": "LinkedField",
            "name": "message",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Message",
            "kind": "LinkedField",
            "name": "createdMessage",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLiveMessagesSubscription",
    "selections": [
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
            "concreteType": "Message",
            "kind": "LinkedField",
            "name": "message",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Message",
            "kind": "LinkedField",
            "name": "createdMessage",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "66c2909ac5c5d17bd7c0d3e1c38313acc43bf05c136bc5a0b1f7d2857497e39f",
    "metadata": {},
    "name": "useLiveMessagesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "068dabec92f6884a33af161aa9fd8324";

export default node;
