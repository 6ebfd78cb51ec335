/**
 * @generated SignedSource<<b5b79d8359d95c846ad871570600467b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractStatus = "cancelled" | "draft" | "executed" | "expired" | "sent" | "signed" | "%future added value";
export type ContractType = "agreement" | "contract" | "proposal" | "sow" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractPage_contract$data = {
  readonly auditTrail: ReadonlyArray<{
    readonly action: string;
    readonly createdAt: any;
    readonly detail: string | null | undefined;
    readonly ip: string | null | undefined;
    readonly userAgent: string | null | undefined;
  }>;
  readonly client: {
    readonly email: string | null | undefined;
    readonly id: string;
    readonly name: string;
  };
  readonly contractNumber: string;
  readonly currency: string;
  readonly declineReason: string | null | undefined;
  readonly declinedAt: any | null | undefined;
  readonly document: {
    readonly html: string;
    readonly sha256: string;
    readonly text: string;
    readonly unfilledVariables: ReadonlyArray<string>;
  };
  readonly id: string;
  readonly isClosed: boolean;
  readonly pdfDownloadUrl: string;
  readonly project: {
    readonly id: string;
  } | null | undefined;
  readonly sealed: {
    readonly downloadUrl: string;
    readonly sealedAt: any;
    readonly sha256: string;
    readonly signedByHand: boolean;
    readonly sizeBytes: number;
  } | null | undefined;
  readonly signedDate: any | null | undefined;
  readonly signingLink: string | null | undefined;
  readonly status: ContractStatus;
  readonly supersededAt: any | null | undefined;
  readonly title: string | null | undefined;
  readonly type: ContractType;
  readonly value: any | null | undefined;
  readonly version: number;
  readonly versions: ReadonlyArray<{
    readonly createdAt: any;
    readonly declinedAt: any | null | undefined;
    readonly id: string;
    readonly pdfDownloadUrl: string;
    readonly sealed: {
      readonly downloadUrl: string;
    } | null | undefined;
    readonly status: ContractStatus;
    readonly type: ContractType;
    readonly version: number;
  }>;
  readonly " $fragmentType": "ContractPage_contract";
};
export type ContractPage_contract$key = {
  readonly " $data"?: ContractPage_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractPage_contract">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "declinedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pdfDownloadUrl",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sha256",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "downloadUrl",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractPage_contract",
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
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
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
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "declineReason",
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
      "name": "isClosed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supersededAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signingLink",
      "storageKey": null
    },
    (v5/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractDocument",
      "kind": "LinkedField",
      "name": "document",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "html",
          "storageKey": null
        },
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unfilledVariables",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SealedDocument",
      "kind": "LinkedField",
      "name": "sealed",
      "plural": false,
      "selections": [
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sizeBytes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sealedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signedByHand",
          "storageKey": null
        },
        (v7/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractAudit",
      "kind": "LinkedField",
      "name": "auditTrail",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "detail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userAgent",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Contract",
      "kind": "LinkedField",
      "name": "versions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v3/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v4/*:: as any*/),
        (v8/*:: as any*/),
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "SealedDocument",
          "kind": "LinkedField",
          "name": "sealed",
          "plural": false,
          "selections": [
            (v7/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "755ac876ff333dee70dad98d657e1af9";

export default node;
