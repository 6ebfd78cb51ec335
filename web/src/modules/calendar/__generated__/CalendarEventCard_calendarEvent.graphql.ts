/**
 * @generated SignedSource<<74c0d69e81e1264fef39dceeb17c3271>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CalendarEventType = "call" | "deadline" | "meeting" | "reminder" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CalendarEventCard_calendarEvent$data = {
  readonly attendeeEmails: ReadonlyArray<string>;
  readonly color: string;
  readonly description: string | null | undefined;
  readonly externalCalendarType: string | null | undefined;
  readonly id: string;
  readonly invitationFailures: ReadonlyArray<{
    readonly email: string;
    readonly reason: string;
  }>;
  readonly isRecurring: boolean;
  readonly location: string | null | undefined;
  readonly meetingLink: string | null | undefined;
  readonly nextStartTime: any | null | undefined;
  readonly recurrenceRule: string | null | undefined;
  readonly reminderEmailError: string | null | undefined;
  readonly startTime: any;
  readonly syncError: string | null | undefined;
  readonly title: string;
  readonly type: CalendarEventType;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarEventForm_calendarEvent">;
  readonly " $fragmentType": "CalendarEventCard_calendarEvent";
};
export type CalendarEventCard_calendarEvent$key = {
  readonly " $data"?: CalendarEventCard_calendarEvent$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarEventCard_calendarEvent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarEventCard_calendarEvent",
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
      "name": "nextStartTime",
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
      "name": "meetingLink",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "externalCalendarType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "syncError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reminderEmailError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarInvitationFailure",
      "kind": "LinkedField",
      "name": "invitationFailures",
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
          "name": "reason",
          "storageKey": null
        }
      ],
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "CalendarEventForm_calendarEvent"
    }
  ],
  "type": "CalendarEvent",
  "abstractKey": null
};

(node as any).hash = "a8964233e0ff2a36bca3524431de0139";

export default node;
