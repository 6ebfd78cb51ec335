/**
 * @generated SignedSource<<7be158619315041aaf5a286e620ebf5c>>
 * @relayHash ed69109faaccabcecee7ac2446011b2a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea386694e0a76184bc20dc03573678416e9cb02205168b5f5576672de92b08a9

import { ConcreteRequest } from 'relay-runtime';
export type BrandSettingsPageQuery$variables = Record<PropertyKey, never>;
export type BrandSettingsPageQuery$data = {
  readonly viewer: {
    readonly brandColor: string;
    readonly brandLogo: string | null | undefined;
    readonly companyName: string | null | undefined;
    readonly id: string;
  };
};
export type BrandSettingsPageQuery = {
  response: BrandSettingsPageQuery$data;
  variables: BrandSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "args": null,
        "kind": "ScalarField",
        "name": "companyName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "brandColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "brandLogo",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BrandSettingsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BrandSettingsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ea386694e0a76184bc20dc03573678416e9cb02205168b5f5576672de92b08a9",
    "metadata": {},
    "name": "BrandSettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2b3cbb95dc3be8e757aeb43426238b30";

export default node;
