/**
 * @generated SignedSource<<442f37fb2f78f1efcac17d501c576435>>
 * @relayHash a33014f99ebaf6571a3ad7cc19adbf70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c655dfb115668004609f0d2dbfb0be42ffc38e9113e26a8f4c513e23c1dc4a6

import { ConcreteRequest } from 'relay-runtime';
export type TeamHubBlockQuery$variables = {
  id: string;
};
export type TeamHubBlockQuery$data = {
  readonly node: {
    readonly team?: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly role: string | null | undefined;
    }>;
  } | null | undefined;
};
export type TeamHubBlockQuery = {
  response: TeamHubBlockQuery$data;
  variables: TeamHubBlockQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TeamMember",
      "kind": "LinkedField",
      "name": "team",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
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
          "name": "role",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TeamHubBlockQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TeamHubBlockQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0c655dfb115668004609f0d2dbfb0be42ffc38e9113e26a8f4c513e23c1dc4a6",
    "metadata": {},
    "name": "TeamHubBlockQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b2cf018d40c331231c1220fae6acf3f9";

export default node;
