/**
 * @generated SignedSource<<f27b16903ada53c005bf7107df64a884>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TeamMemberStatus = "active" | "inactive" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TeamMemberCard_teamMember$data = {
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
  readonly " $fragmentSpreads": FragmentRefs<"TeamMemberForm_teamMember">;
  readonly " $fragmentType": "TeamMemberCard_teamMember";
};
export type TeamMemberCard_teamMember$key = {
  readonly " $data"?: TeamMemberCard_teamMember$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamMemberCard_teamMember">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamMemberCard_teamMember",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "TeamMemberForm_teamMember"
    }
  ],
  "type": "TeamMember",
  "abstractKey": null
};

(node as any).hash = "fc905036c7f38c243ea119859a22fd8a";

export default node;
