/**
 * @generated SignedSource<<6d7d1c2255b34e639cc8b2c1d2f9664c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CalendarEventType = "call" | "deadline" | "meeting" | "reminder" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CalendarEventForm_calendarEvent$data = {
  readonly attendeeEmails: ReadonlyArray<string>;
  readonly client: {
    readonly id: string;
  } | null | undefined;
  readonly color: string;
  readonly description: string | null | undefined;
  readonly endTime: any;
  readonly id: string;
  readonly isRecurring: boolean;
  readonly location: string | null | undefined;
  readonly project: {
    readonly id: string;
  } | null | undefined;
  readonly recurrenceRule: string | null | undefined;
  readonly reminderMinutes: number;
  readonly startTime: any;
  readonly title: string;
  readonly type: CalendarEventType;
  readonly updatedAt: any;
  readonly " $fragmentType": "CalendarEventForm_calendarEvent";
};
export type CalendarEventForm_calendarEvent$key = {
  readonly " $data"?: CalendarEventForm_calendarEvent$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarEventForm_calendarEvent">;
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
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarEventForm_calendarEvent",
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
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endTime",
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
      "kind": "ScalarField",
      "name": "reminderMinutes",
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
      "kind": "ScalarField",
      "name": "updatedAt",
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

(node as any).hash = "86b5393cb71d913553597f5fb96c44de";

export default node;
