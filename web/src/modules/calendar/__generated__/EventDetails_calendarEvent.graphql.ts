/**
 * @generated SignedSource<<f2c822cb3e5f4ca1b31f97ee2c7803de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CalendarEventType = "call" | "deadline" | "meeting" | "reminder" | "%future added value";
export type CalendarRsvp = "accepted" | "declined" | "tentative" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventDetails_calendarEvent$data = {
  readonly attendeeEmails: ReadonlyArray<string>;
  readonly attendees: ReadonlyArray<{
    readonly email: string;
    readonly rsvp: CalendarRsvp | null | undefined;
  }>;
  readonly client: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly color: string;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly isAllDay: boolean;
  readonly isRecurring: boolean;
  readonly location: string | null | undefined;
  readonly meetingLink: string | null | undefined;
  readonly project: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly recurrenceRule: string | null | undefined;
  readonly timeZone: string;
  readonly title: string;
  readonly type: CalendarEventType;
  readonly " $fragmentType": "EventDetails_calendarEvent";
};
export type EventDetails_calendarEvent$key = {
  readonly " $data"?: EventDetails_calendarEvent$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventDetails_calendarEvent">;
};

const node: ReaderFragment = (function(){
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
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventDetails_calendarEvent",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    },
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
      "name": "isAllDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRecurring",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recurrenceRule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attendeeEmails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarAttendee",
      "kind": "LinkedField",
      "name": "attendees",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rsvp",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "meetingLink",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "CalendarEvent",
  "abstractKey": null
};
})();

(node as any).hash = "4779737c2717031e3d5ec96b55b64a99";

export default node;
