/**
 * @generated SignedSource<<9b392949cff59d9237edb9c99cd903df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaskForm_viewer$data = {
  readonly teamMembers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly timeZone: string;
  readonly " $fragmentSpreads": FragmentRefs<"RecordSelects_options">;
  readonly " $fragmentType": "TaskForm_viewer";
};
export type TaskForm_viewer$key = {
  readonly " $data"?: TaskForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaskForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "optionCount"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaskForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "optionCount",
          "variableName": "optionCount"
        }
      ],
      "kind": "FragmentSpread",
      "name": "RecordSelects_options"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "optionCount"
        }
      ],
      "concreteType": "TeamMemberConnection",
      "kind": "LinkedField",
      "name": "teamMembers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamMemberEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "TeamMember",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "name",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0a4311e3ff081860f3e40550fa2930f4";

export default node;
