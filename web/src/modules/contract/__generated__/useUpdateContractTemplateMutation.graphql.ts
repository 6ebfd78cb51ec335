/**
 * @generated SignedSource<<9885a77c1289564f1c8e887b60f197e8>>
 * @relayHash 82796683b98bf6c64e5748ad6ab0b240
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8807b5a0401993a5c79a7dc9c7684a5a599f7513a31f1042dfc0b5337c85e57

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateContractTemplateInput = {
  cancellationPolicy?: string | null | undefined;
  category?: string | null | undefined;
  confidentiality?: string | null | undefined;
  content?: string | null | undefined;
  currency?: string | null | undefined;
  defaultRate?: string | null | undefined;
  deliverables?: string | null | undefined;
  description?: string | null | undefined;
  id: string;
  intellectualProperty?: string | null | undefined;
  isActive?: boolean | null | undefined;
  isDefault?: boolean | null | undefined;
  liability?: string | null | undefined;
  name?: string | null | undefined;
  paymentTerms?: string | null | undefined;
  revisionPolicy?: string | null | undefined;
  scope?: string | null | undefined;
  timeline?: string | null | undefined;
  type?: string | null | undefined;
  unchangedSince?: any | null | undefined;
  validityDays?: number | null | undefined;
};
export type useUpdateContractTemplateMutation$variables = {
  input: UpdateContractTemplateInput;
};
export type useUpdateContractTemplateMutation$data = {
  readonly updateContractTemplate: {
    readonly __typename: string;
    readonly contractTemplate?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ContractTemplateCard_template">;
    };
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"mutationResult_error">;
    } | null | undefined;
  };
};
export type useUpdateContractTemplateMutation = {
  response: useUpdateContractTemplateMutation$data;
  variables: useUpdateContractTemplateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateContractTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateContractTemplate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractTemplate",
                "kind": "LinkedField",
                "name": "contractTemplate",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ContractTemplateCard_template"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateContractTemplatePayload",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "mutationResult_error",
                  "selections": [
                    (v2/*:: as any*/),
                    (v4/*:: as any*/),
                    (v5/*:: as any*/)
                  ],
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateContractTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateContractTemplate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractTemplate",
                "kind": "LinkedField",
                "name": "contractTemplate",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
                    "name": "updatedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateContractTemplatePayload",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d8807b5a0401993a5c79a7dc9c7684a5a599f7513a31f1042dfc0b5337c85e57",
    "metadata": {},
    "name": "useUpdateContractTemplateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b07564023bfc64b1412ddf867a0cdd2d";

export default node;
