/**
 * @generated SignedSource<<2005954a40b2411601460123c7d2e920>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractType = "agreement" | "contract" | "proposal" | "sow" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractTemplateCard_template$data = {
  readonly category: string | null | undefined;
  readonly currency: string;
  readonly defaultRate: any | null | undefined;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly isActive: boolean;
  readonly isDefault: boolean;
  readonly name: string;
  readonly type: ContractType;
  readonly validityDays: number;
  readonly " $fragmentSpreads": FragmentRefs<"ContractTemplateForm_template">;
  readonly " $fragmentType": "ContractTemplateCard_template";
};
export type ContractTemplateCard_template$key = {
  readonly " $data"?: ContractTemplateCard_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractTemplateCard_template">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractTemplateCard_template",
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
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
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
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultRate",
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
      "name": "validityDays",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContractTemplateForm_template"
    }
  ],
  "type": "ContractTemplate",
  "abstractKey": null
};

(node as any).hash = "62ac4d0cd14d61d30795e0b771c5cb4c";

export default node;
