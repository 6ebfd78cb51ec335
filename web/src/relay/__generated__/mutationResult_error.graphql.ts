/**
 * @generated SignedSource<<6f1f97d5741da291a6e2f0063268e8bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type mutationResult_error$data = {
  readonly __typename: string;
  readonly fieldErrors?: ReadonlyArray<{
    readonly field: string;
    readonly message: string;
  }>;
  readonly message: string;
  readonly " $fragmentType": "mutationResult_error";
};
export type mutationResult_error$key = {
  readonly " $data"?: mutationResult_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"mutationResult_error">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "mutationResult_error"
};

(node as any).hash = "f9684bf740c52e1141d9343a6d6eaf15";

export default node;
