import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockPayloadGenerator, type MockResolvers } from "relay-test-utils";
import type { OperationDescriptor } from "relay-runtime";
import { toaster } from "../src/components/toaster";
import type { MockEnvironment } from "./render";

/** The signed-in user's id in the mock data. */
export const VIEWER_ID = "VXNlcjox";

/** How long to wait for an operation or a toast (generous: CI machines are busy). */
const WAIT = { timeout: 5000 };

export function operationName(op: OperationDescriptor): string {
  return op.request.node.params.name;
}

/** Waits until an operation with this name is pending and returns it. */
export async function pendingOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((op) => operationName(op) === name);
    expect(found).toBeDefined();
  }, WAIT);
  return found as OperationDescriptor;
}

/** Answers the pending operation with this name with generated data plus the resolvers. */
export async function resolveOperation(environment: MockEnvironment, name: string, resolvers: MockResolvers = {}) {
  const op = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers));
  });
  return op;
}

/**
 * Answers the queries of a hub page's blocks (the modules' `…HubBlock…Query`, started with the page) once `count` of
 * them are pending, each with generated data plus the resolvers, about the hub's record `hub` (its `__typename` and
 * id: the blocks read it by inline fragments, whose type the generator would otherwise guess); returns their names.
 */
export async function resolveHubBlocks(environment: MockEnvironment, count: number, hub: { __typename: string; id: string }, resolvers: MockResolvers = {}): Promise<string[]> {
  let pending: OperationDescriptor[] = [];
  await waitFor(() => {
    pending = environment.mock.getAllOperations().filter((op) => operationName(op).includes("HubBlock"));
    expect(pending).toHaveLength(count);
  }, WAIT);
  await act(async () => {
    for (const op of pending) environment.mock.resolve(op, MockPayloadGenerator.generate(op, { ...resolvers, Query: () => ({ node: hub }) }));
  });
  return pending.map(operationName);
}

/**
 * Checks that the pending `useDelete<Entity>Mutation` deletes `id`, answers it with the entity's delete payload
 * (`delete<Entity>: { deleted<Entity>Id }`) and returns the operation.
 */
export async function answerDelete(environment: MockEnvironment, entity: string, id: string): Promise<OperationDescriptor> {
  const op = await pendingOperation(environment, `useDelete${entity}Mutation`);
  expect(op.request.variables.input).toEqual({ id });
  await act(async () => {
    environment.mock.resolve(op, { data: { [`delete${entity}`]: { __typename: `Delete${entity}Payload`, [`deleted${entity}Id`]: id } } });
  });
  return op;
}

/**
 * Answers the mutation `op` with a ValidationError in its result field `field`: `message` and the field errors given
 * as `{ path: message }`.
 */
export async function answerValidationError(
  environment: MockEnvironment,
  op: OperationDescriptor,
  field: string,
  fieldErrors: Record<string, string>,
  message = "Invalid input",
): Promise<void> {
  const errors = Object.entries(fieldErrors).map(([path, text]) => ({ field: path, message: text }));
  await act(async () => {
    environment.mock.resolve(op, { data: { [field]: { __typename: "ValidationError", __isError: "ValidationError", message, fieldErrors: errors } } });
  });
}

/** Answers the mutation `op` with a ConflictError in its result field `field` (a save that met another). */
export async function answerConflict(environment: MockEnvironment, op: OperationDescriptor, field: string, message: string): Promise<void> {
  await act(async () => {
    environment.mock.resolve(op, { data: { [field]: { __typename: "ConflictError", __isError: "ConflictError", message } } });
  });
}

/**
 * After a save refused because the record changed meanwhile: the open dialog shows `message` above its fields and
 * still holds what was typed (`typed`: label -> value).
 */
export async function expectConflictInDialog(message: string, typed: Record<string, string>): Promise<void> {
  expect(await within(dialog()).findByTestId("form-error", {}, WAIT)).toHaveTextContent(message);
  for (const [label, value] of Object.entries(typed)) expect(dialogField(label)).toHaveValue(value);
}

/** Fails the pending operation with this name with `error` (a network error by default) and returns it. */
export async function rejectOperation(environment: MockEnvironment, name: string, error = new Error("500: boom")): Promise<OperationDescriptor> {
  const op = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.reject(op, error);
  });
  return op;
}

/** The mutations sent so far. */
export const mutations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === "mutation");

/** The open dialog (Chakra renders it in a portal). */
export const dialog = () => screen.getByRole("dialog");

/** A form control of the open dialog by its label (a required field's "*" marker aside). */
export const dialogField = (label: string) =>
  within(dialog()).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: "input, select, textarea" });

/** Replaces the text of the open dialog's field `label` as a user does: clears it, clicks it, pastes `value`. */
export async function retype(u: ReturnType<typeof user>, label: string, value: string): Promise<void> {
  await u.clear(dialogField(label));
  await u.click(dialogField(label));
  await u.paste(value);
}

/**
 * Presses Escape as a user does: at the focused element, once the open dialog has taken the focus (the dialog listens
 * for Escape from then on; a key sent in the instant before is lost, in a browser as here), and waits for it to close.
 */
export async function pressEscapeInDialog(): Promise<void> {
  await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement | null), WAIT);
  fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Escape" });
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), WAIT);
}

/** Waits for the toast with this title (and description, when given). One toast shows at a time. */
export async function expectToast(title: string, description?: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByTestId("toast").find((t) => within(t).queryByText(title) !== null);
    expect(found).toBeDefined();
  }, WAIT);
  const toast = found as HTMLElement;
  if (description !== undefined) expect(within(toast).getByText(description)).toBeInTheDocument();
  return toast;
}

/** The toaster is a module singleton: clear it so no toast of an earlier test is mistaken for this one's. */
export function resetToasts(): void {
  act(() => toaster.remove());
}

/** userEvent without per-keystroke delays. */
export const user = () => userEvent.setup({ delay: null });
