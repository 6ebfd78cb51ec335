/**
 * @generated SignedSource<<e527790485b0e7b1de3394597804c177>>
 * @relayHash d078337e0b78f5f0b7335759fe2d456d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4485ac6d5cfd7262245dad7a6fa397b6d8c745b7862f5bf8d556d21615847d80

import { ConcreteRequest } from 'relay-runtime';
export type IntegrationProvider = "caldav" | "google" | "microsoft" | "stripe" | "zoom" | "%future added value";
export type IntegrationStatus = "connected" | "error" | "needs_reconnect" | "%future added value";
export type MeetingPlatform = "meet" | "teams" | "zoom" | "%future added value";
export type OAuthProvider = "google" | "microsoft" | "zoom" | "%future added value";
export type CalendarIntegrationPanelQuery$variables = {
  count: number;
};
export type CalendarIntegrationPanelQuery$data = {
  readonly viewer: {
    readonly calendarEvents: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly startTime: any;
          readonly title: string;
        };
      }>;
    };
    readonly calendarIntegration: {
      readonly feedUrl: string;
      readonly meetingPlatforms: ReadonlyArray<{
        readonly configured: boolean;
        readonly name: string;
        readonly platform: MeetingPlatform;
      }>;
      readonly providers: ReadonlyArray<{
        readonly configured: boolean;
        readonly name: string;
        readonly type: string;
      }>;
    };
    readonly id: string;
    readonly integrations: ReadonlyArray<{
      readonly calendar: {
        readonly name: string;
        readonly url: string;
      } | null | undefined;
      readonly calendars: ReadonlyArray<{
        readonly name: string;
        readonly url: string;
      }>;
      readonly error: string | null | undefined;
      readonly id: string;
      readonly label: string;
      readonly lastSyncAt: any | null | undefined;
      readonly provider: IntegrationProvider;
      readonly status: IntegrationStatus;
    }>;
    readonly oauthApps: ReadonlyArray<{
      readonly available: boolean;
      readonly connectUrl: string;
      readonly name: string;
      readonly provider: OAuthProvider;
    }>;
  };
};
export type CalendarIntegrationPanelQuery = {
  response: CalendarIntegrationPanelQuery$data;
  variables: CalendarIntegrationPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "provider",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "OAuthApp",
  "kind": "LinkedField",
  "name": "oauthApps",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "connectUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  },
  (v3/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Integration",
  "kind": "LinkedField",
  "name": "integrations",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
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
      "name": "error",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "IntegrationCalendar",
      "kind": "LinkedField",
      "name": "calendar",
      "plural": false,
      "selections": (v5/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "IntegrationCalendar",
      "kind": "LinkedField",
      "name": "calendars",
      "plural": true,
      "selections": (v5/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSyncAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "configured",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "CalendarIntegration",
  "kind": "LinkedField",
  "name": "calendarIntegration",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarProvider",
      "kind": "LinkedField",
      "name": "providers",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v7/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MeetingPlatformStatus",
      "kind": "LinkedField",
      "name": "meetingPlatforms",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "platform",
          "storageKey": null
        },
        (v3/*:: as any*/),
        (v7/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feedUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CalendarEventEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CalendarEvent",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "startTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PageInfo",
    "kind": "LinkedField",
    "name": "pageInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v10 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CalendarIntegrationPanelQuery",
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
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": "calendarEvents",
            "args": null,
            "concreteType": "CalendarEventConnection",
            "kind": "LinkedField",
            "name": "__CalendarEventList_calendarEvents_connection",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          }
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
    "name": "CalendarIntegrationPanelQuery",
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
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "CalendarEventConnection",
            "kind": "LinkedField",
            "name": "calendarEvents",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "CalendarEventList_calendarEvents",
            "kind": "LinkedHandle",
            "name": "calendarEvents"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4485ac6d5cfd7262245dad7a6fa397b6d8c745b7862f5bf8d556d21615847d80",
    "metadata": {
      "connection": [
        {
          "count": "count",
          "cursor": null,
          "direction": "forward",
          "path": [
            "viewer",
            "calendarEvents"
          ]
        }
      ]
    },
    "name": "CalendarIntegrationPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b3f4d156681e55cea99cd336a1ed8d18";

export default node;
