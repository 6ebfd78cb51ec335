/**
 * @generated SignedSource<<41a9182f0079a1aa352fb2012972706d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractType = "agreement" | "contract" | "proposal" | "sow" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractTemplateForm_template$data = {
  readonly cancellationPolicy: string | null | undefined;
  readonly category: string | null | undefined;
  readonly confidentiality: string | null | undefined;
  readonly content: string;
  readonly currency: string;
  readonly defaultRate: any | null | undefined;
  readonly deliverables: string | null | undefined;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly intellectualProperty: string | null | undefined;
  readonly isActive: boolean;
  readonly isDefault: boolean;
  readonly liability: string | null | undefined;
  readonly name: string;
  readonly paymentTerms: string | null | undefined;
  readonly revisionPolicy: string | null | undefined;
  readonly scope: string | null | undefined;
  readonly timeline: string | null | undefined;
  readonly type: ContractType;
  readonly updatedAt: any;
  readonly validityDays: number;
  readonly " $fragmentType": "ContractTemplateForm_template";
};
export type ContractTemplateForm_template$key = {
  readonly " $data"?: ContractTemplateForm_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractTemplateForm_template">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractTemplateForm_template",
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
      "name": "content",
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
      "name": "scope",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliverables",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentTerms",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revisionPolicy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancellationPolicy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "intellectualProperty",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "confidentiality",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "liability",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "ContractTemplate",
  "abstractKey": null
};

(node as any).hash = "f0db804f7c9aef2b11b621e99d5fd1d6";

export default node;
