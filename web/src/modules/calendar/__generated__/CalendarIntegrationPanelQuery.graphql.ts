/**
 * @generated SignedSource<<a86f4a8bb48df14184c4a74fd94cfd0e>>
 * @relayHash 864c661734d8961e3778907f62fa8cb7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 721b32914e5c89114acb897646938fc9f6a9b17977bb43eeb4236d8aa70dc224

import { ConcreteRequest } from 'relay-runtime';
export type MeetingPlatform = "meet" | "teams" | "zoom" | "%future added value";
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
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "configured",
  "storageKey": null
},
v4 = {
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
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v3/*:: as any*/)
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
        (v2/*:: as any*/),
        (v3/*:: as any*/)
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
v5 = [
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
v6 = [
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
          {
            "alias": "calendarEvents",
            "args": null,
            "concreteType": "CalendarEventConnection",
            "kind": "LinkedField",
            "name": "__CalendarEventList_calendarEvents_connection",
            "plural": false,
            "selections": (v5/*:: as any*/),
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
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "CalendarEventConnection",
            "kind": "LinkedField",
            "name": "calendarEvents",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v6/*:: as any*/),
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
    "id": "721b32914e5c89114acb897646938fc9f6a9b17977bb43eeb4236d8aa70dc224",
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

(node as any).hash = "604f27bbf8ec932a48ed633d212bcbb9";

export default node;
