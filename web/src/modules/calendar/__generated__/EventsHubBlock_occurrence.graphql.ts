/**
 * @generated SignedSource<<9dbe34eb9245ab4d48992eb9ba5a91bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventsHubBlock_occurrence$data = {
  readonly endTime: any;
  readonly event: {
    readonly attendeeEmails: ReadonlyArray<string>;
    readonly client: {
      readonly id: string;
    } | null | undefined;
    readonly id: string;
    readonly isAllDay: boolean;
    readonly title: string;
  };
  readonly startTime: any;
  readonly " $fragmentType": "EventsHubBlock_occurrence";
};
export type EventsHubBlock_occurrence$key = {
  readonly " $data"?: EventsHubBlock_occurrence$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventsHubBlock_occurrence">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventsHubBlock_occurrence",
  "selections": [
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
      "concreteType": "CalendarEvent",
      "kind": "LinkedField",
      "name": "event",
      "plural": false,
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
          "name": "isAllDay",
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
          "concreteType": "Client",
          "kind": "LinkedField",
          "name": "client",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CalendarOccurrence",
  "abstractKey": null
};
})();

(node as any).hash = "e6b79f3d9ceb8f15b892aadfe5c0f81b";

export default node;
