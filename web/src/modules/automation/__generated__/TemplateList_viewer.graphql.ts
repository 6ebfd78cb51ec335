/**
 * @generated SignedSource<<8d01119bcc5ef4bd332bacd13861c10f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TemplateList_viewer$data = {
  readonly automationTemplates: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TemplateCard_template">;
  }>;
  readonly id: string;
  readonly " $fragmentType": "TemplateList_viewer";
};
export type TemplateList_viewer$key = {
  readonly " $data"?: TemplateList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TemplateList_viewer">;
};

import TemplateListRefetchQuery_graphql from './TemplateListRefetchQuery.graphql';

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
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": TemplateListRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "TemplateList_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AutomationTemplate",
      "kind": "LinkedField",
      "name": "automationTemplates",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TemplateCard_template"
        }
      ],
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "399c76058b6aa14962e8854c417f1efb";

export default node;
