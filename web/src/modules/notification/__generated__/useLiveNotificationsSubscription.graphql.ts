/**
 * @generated SignedSource<<33da68a27725a0056117e5cbfe08ac06>>
 * @relayHash 66292e06c59a8db7a068bfa23e951d25
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdda8aa4b7a07232f22b10b6d8f6b3e101217d535d53f8cc561581fcf0ddffef

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useLiveNotificationsSubscription$variables = Record<PropertyKey, never>;
export type useLiveNotificationsSubscription$data = {
  readonly notificationsUpdated: {
    readonly notification: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
    } | null | undefined;
    readonly unreadCount: number;
  };
};
export type useLiveNotificationsSubscription = {
  response: useLiveNotificationsSubscription$data;
  variables: useLiveNotificationsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveNotificationsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationsUpdate",
        "kind": "LinkedField",
        "name": "notificationsUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "notification",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationItem_notification"
              }
            ],
            "storageKey": null
          }
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
    "name": "useLiveNotificationsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationsUpdate",
        "kind": "LinkedField",
        "name": "notificationsUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "notification",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "body",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "link",
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
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cdda8aa4b7a07232f22b10b6d8f6b3e101217d535d53f8cc561581fcf0ddffef",
    "metadata": {},
    "name": "useLiveNotificationsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "ecd7f5304b09806982bb79451849845c";

export default node;
