/**
 * @generated SignedSource<<52e2a472201961eaa3ef465eb691d3b3>>
 * @relayHash defc113e8f692d40003e3fa35ad6b073
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3bb6096c334aec6c389ad073dbe54918c55a8c683ccedef3c1753fd5219ef9a

import { ConcreteRequest } from 'relay-runtime';
export type ContractPreviewInput = {
  clientId?: string | null | undefined;
  content: string;
  currency?: string | null | undefined;
  endDate?: any | null | undefined;
  expiryDate?: any | null | undefined;
  projectId?: string | null | undefined;
  startDate?: any | null | undefined;
  templateId?: string | null | undefined;
  title?: string | null | undefined;
  type?: string | null | undefined;
  value?: string | null | undefined;
};
export type ContractFormPreviewQuery$variables = {
  input: ContractPreviewInput;
};
export type ContractFormPreviewQuery$data = {
  readonly viewer: {
    readonly contractPreview: {
      readonly html: string;
      readonly unfilledVariables: ReadonlyArray<string>;
    };
    readonly id: string;
  };
};
export type ContractFormPreviewQuery = {
  response: ContractFormPreviewQuery$data;
  variables: ContractFormPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
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
        "args": [
          {
            "kind": "Variable",
            "name": "input",
            "variableName": "input"
          }
        ],
        "concreteType": "ContractDocument",
        "kind": "LinkedField",
        "name": "contractPreview",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "html",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unfilledVariables",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContractFormPreviewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractFormPreviewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f3bb6096c334aec6c389ad073dbe54918c55a8c683ccedef3c1753fd5219ef9a",
    "metadata": {},
    "name": "ContractFormPreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ae752f61c9dd9f501f712a1efce17084";

export default node;
