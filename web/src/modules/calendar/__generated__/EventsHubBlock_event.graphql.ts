/**
 * @generated SignedSource<<3ffeb5d4db55e6c301318bf9c024b0b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventsHubBlock_event$data = {
  readonly id: string;
  readonly isAllDay: boolean;
  readonly startTime: any;
  readonly title: string;
  readonly " $fragmentType": "EventsHubBlock_event";
};
export type EventsHubBlock_event$key = {
  readonly " $data"?: EventsHubBlock_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventsHubBlock_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventsHubBlock_event",
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
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAllDay",
      "storageKey": null
    }
  ],
  "type": "CalendarEvent",
  "abstractKey": null
};

(node as any).hash = "f1b7de1772bc0aa57ccb82f47bc013cd";

export default node;
