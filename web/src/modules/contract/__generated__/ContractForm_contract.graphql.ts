/**
 * @generated SignedSource<<cc132d2ce3b5e1245cb73ee6095e8ce0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractStatus = "cancelled" | "draft" | "executed" | "expired" | "sent" | "signed" | "%future added value";
export type ContractType = "agreement" | "contract" | "proposal" | "sow" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractForm_contract$data = {
  readonly client: {
    readonly id: string;
  };
  readonly content: string;
  readonly contractNumber: string;
  readonly currency: string;
  readonly endDate: any | null | undefined;
  readonly expiryDate: any | null | undefined;
  readonly id: string;
  readonly notes: string | null | undefined;
  readonly project: {
    readonly id: string;
  } | null | undefined;
  readonly startDate: any | null | undefined;
  readonly status: ContractStatus;
  readonly template: {
    readonly id: string;
  } | null | undefined;
  readonly title: string | null | undefined;
  readonly type: ContractType;
  readonly updatedAt: any;
  readonly value: any | null | undefined;
  readonly " $fragmentType": "ContractForm_contract";
};
export type ContractForm_contract$key = {
  readonly " $data"?: ContractForm_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractForm_contract">;
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
  "name": "ContractForm_contract",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractTemplate",
      "kind": "LinkedField",
      "name": "template",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
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
      "name": "notes",
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
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "fca6f111a9e8b5a9b38477bc54e772a5";

export default node;
