/**
 * @generated SignedSource<<e452b38ba7c75de664fe4283999a6d07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TeamMemberStatus = "active" | "inactive" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TeamMemberFormDialog_teamMember$data = {
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
  readonly " $fragmentType": "TeamMemberFormDialog_teamMember";
};
export type TeamMemberFormDialog_teamMember$key = {
  readonly " $data"?: TeamMemberFormDialog_teamMember$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamMemberFormDialog_teamMember">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamMemberFormDialog_teamMember",
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
    }
  ],
  "type": "TeamMember",
  "abstractKey": null
};

(node as any).hash = "a04fef897be5915b96044d93d99ca7e4";

export default node;
