/**
 * @generated SignedSource<<8a1c945a98a618539e9154281ff9537b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractStatus = "cancelled" | "draft" | "executed" | "expired" | "sent" | "signed" | "%future added value";
export type ContractType = "agreement" | "contract" | "proposal" | "sow" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractsHubBlock_document$data = {
  readonly contractNumber: string;
  readonly declinedAt: any | null | undefined;
  readonly id: string;
  readonly status: ContractStatus;
  readonly title: string | null | undefined;
  readonly type: ContractType;
  readonly " $fragmentType": "ContractsHubBlock_document";
};
export type ContractsHubBlock_document$key = {
  readonly " $data"?: ContractsHubBlock_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractsHubBlock_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractsHubBlock_document",
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
      "name": "contractNumber",
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
      "name": "status",
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
      "name": "declinedAt",
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "6970349b87e1f65a2de09e550dfd4c71";

export default node;
