/**
 * @generated SignedSource<<480d535229f9b79e52cbc23384461a15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TeamMemberStatus = "active" | "inactive" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TeamMemberForm_teamMember$data = {
  readonly bio: string | null | undefined;
  readonly department: string | null | undefined;
  readonly email: string | null | undefined;
  readonly hourlyRate: any | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly phone: string | null | undefined;
  readonly role: string | null | undefined;
  readonly skills: ReadonlyArray<string>;
  readonly status: TeamMemberStatus;
  readonly updatedAt: any;
  readonly " $fragmentType": "TeamMemberForm_teamMember";
};
export type TeamMemberForm_teamMember$key = {
  readonly " $data"?: TeamMemberForm_teamMember$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamMemberForm_teamMember">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamMemberForm_teamMember",
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
      "name": "name",
      "storageKey": null
    },
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
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "department",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hourlyRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skills",
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
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "TeamMember",
  "abstractKey": null
};

(node as any).hash = "553b3375b61d5f9d5ce6a2457a6469ef";

export default node;
