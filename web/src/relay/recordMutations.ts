import { useCallback } from "react";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import type { MutationOutcome } from "./mutationResult";
import { useOutcomeMutation, type OutcomeMutationOptions } from "./useOutcomeMutation";

/** The `input` variable of a mutation. */
type InputOf<Op extends MutationParameters> = Op["variables"] extends { input: infer Input } ? Input : never;

/** A mutation run with the caller's input as it is (an update, a settings save): `save(input)`. */
export function useInputMutation<Op extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  options: OutcomeMutationOptions<Op>,
): [(input: InputOf<Op>) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, options);
  const save = useCallback((input: InputOf<Op>) => run({ variables: { input } as Op["variables"] }), [run]);
  return [save, inFlight];
}

/** A create whose record is prepended to the list's connection (`@prependNode`): `create(input, connectionId)`. */
export function useCreateMutation<Op extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  options: OutcomeMutationOptions<Op>,
): [(input: InputOf<Op>, connectionId: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, options);
  const create = useCallback(
    (input: InputOf<Op>, connectionId: string) => run({ variables: { input, connections: [connectionId] } as Op["variables"] }),
    [run],
  );
  return [create, inFlight];
}

/** A delete whose record's edge leaves the list's connection (`@deleteEdge`): `remove(id, connectionId)`. */
export function useDeleteMutation<Op extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  options: OutcomeMutationOptions<Op>,
): [(id: string, connectionId: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, options);
  const remove = useCallback(
    (id: string, connectionId: string) => run({ variables: { input: { id }, connections: [connectionId] } as Op["variables"] }),
    [run],
  );
  return [remove, inFlight];
}
