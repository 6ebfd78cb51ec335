/**
 * @generated SignedSource<<9d5fafd2ba260ddeb065a0fafb0ead7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractStatus = "cancelled" | "draft" | "executed" | "expired" | "sent" | "signed" | "%future added value";
export type ContractType = "agreement" | "contract" | "proposal" | "sow" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractCard_contract$data = {
  readonly client: {
    readonly id: string;
    readonly name: string;
  };
  readonly contractNumber: string;
  readonly createdAt: any;
  readonly currency: string;
  readonly declinedAt: any | null | undefined;
  readonly endDate: any | null | undefined;
  readonly expiryDate: any | null | undefined;
  readonly id: string;
  readonly pdfDownloadUrl: string;
  readonly signedDate: any | null | undefined;
  readonly startDate: any | null | undefined;
  readonly status: ContractStatus;
  readonly title: string | null | undefined;
  readonly type: ContractType;
  readonly value: any | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ContractForm_contract">;
  readonly " $fragmentType": "ContractCard_contract";
};
export type ContractCard_contract$key = {
  readonly " $data"?: ContractCard_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractCard_contract">;
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
  "name": "ContractCard_contract",
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
      "name": "contractNumber",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "declinedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiryDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfDownloadUrl",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContractForm_contract"
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "2bf768f8abc3bac924a847c81c8b504c";

export default node;
