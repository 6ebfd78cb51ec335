/**
 * @generated SignedSource<<b119dee5db7568f5c0490d8b37dcdac4>>
 * @relayHash 5fcf3901599c198572b37cd02a2ec2c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 939c19a8d5732a776ed27c5f31955bae0d7c2b71493b395225e58650f44238f5

import { ConcreteRequest } from 'relay-runtime';
export type ContractKind = "contract" | "proposal" | "%future added value";
export type ContractType = "agreement" | "contract" | "proposal" | "sow" | "%future added value";
export type ContractFormOptionsQuery$variables = {
  kind: ContractKind;
  optionCount: number;
};
export type ContractFormOptionsQuery$data = {
  readonly viewer: {
    readonly clients: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly company: string | null | undefined;
          readonly email: string | null | undefined;
          readonly id: string;
          readonly name: string;
        };
      }>;
    };
    readonly contractTemplates: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly content: string;
          readonly currency: string;
          readonly defaultRate: any | null | undefined;
          readonly id: string;
          readonly name: string;
          readonly type: ContractType;
          readonly validityDays: number;
        };
      }>;
    };
    readonly id: string;
    readonly projects: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly client: {
            readonly id: string;
          };
          readonly description: string | null | undefined;
          readonly id: string;
          readonly name: string;
        };
      }>;
    };
  };
};
export type ContractFormOptionsQuery = {
  response: ContractFormOptionsQuery$data;
  variables: ContractFormOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "optionCount"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "optionCount"
},
v4 = [
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "ClientConnection",
        "kind": "LinkedField",
        "name": "clients",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "company",
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "ProjectConnection",
        "kind": "LinkedField",
        "name": "projects",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
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
                    "concreteType": "Client",
                    "kind": "LinkedField",
                    "name": "client",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v3/*:: as any*/),
          {
            "kind": "Variable",
            "name": "kind",
            "variableName": "kind"
          }
        ],
        "concreteType": "ContractTemplateConnection",
        "kind": "LinkedField",
        "name": "contractTemplates",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractTemplateEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractTemplate",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
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
                    "name": "content",
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
                    "name": "defaultRate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "validityDays",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContractFormOptionsQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ContractFormOptionsQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "939c19a8d5732a776ed27c5f31955bae0d7c2b71493b395225e58650f44238f5",
    "metadata": {},
    "name": "ContractFormOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e23928b0747ff20acddf81576cd11348";

export default node;
