/**
 * @generated SignedSource<<097abf48ffd368fe394cb97a52bdc016>>
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
  readonly color: string;
  readonly description: string | null | undefined;
  readonly endTime: any;
  readonly id: string;
  readonly isRecurring: boolean;
  readonly location: string | null | undefined;
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

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarEventForm_calendarEvent",
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
    }
  ],
  "type": "CalendarEvent",
  "abstractKey": null
};

(node as any).hash = "28940ee2e1dfb8cb885c34b5299140cd";

export default node;
