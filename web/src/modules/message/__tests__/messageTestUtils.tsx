import { act, screen, within } from "@testing-library/react";
import { createMockEnvironment, type MockResolvers } from "relay-test-utils";
import type { OperationDescriptor } from "relay-runtime";
import { renderPageRoute, type MockEnvironment } from "../../../../test/render";
import { ACME, APP, GLOBEX, SITE, optionResolvers, pageConnection, type ClientOption, type ProjectOption } from "../../../../test/connections";
import { VIEWER_ID, operationName, resolveOperation } from "../../../../test/relay";
import { Component as MessagesPage, load } from "../MessagesPage";

export * from "../../../../test/relay";
export { ACME, APP, GLOBEX, SITE } from "../../../../test/connections";

/** A message as the API returns it; every field present so no mock placeholder leaks into the UI. */
export interface MessageFixture {
  id: string;
  subject: string | null;
  content: string;
  isRead: boolean;
  contactName: string | null;
  contactEmail: string | null;
  emailSent: boolean;
  emailSentAt: string | null;
  emailAttempts: number;
  notificationError: string | null;
  createdAt: string;
  client: { id: string; name: string } | null;
  project: { id: string; name: string } | null;
}

let seq = 0;

/** A message without a contact (no e-mail), unread. */
export function aMessage(overrides: Partial<MessageFixture> = {}): MessageFixture {
  seq += 1;
  return {
    id: `TWVzc2FnZTo${seq}`,
    subject: `Subject ${seq}`,
    content: `Content of message ${seq}`,
    isRead: false,
    contactName: null,
    contactEmail: null,
    emailSent: false,
    emailSentAt: null,
    emailAttempts: 0,
    notificationError: null,
    createdAt: "2026-03-05T15:04:00.000Z",
    client: null,
    project: null,
    ...overrides,
  };
}

/** A message e-mailed to Carol: 'Sending...' until the fields say otherwise. */
export function anEmailedMessage(overrides: Partial<MessageFixture> = {}): MessageFixture {
  return aMessage({ contactName: "Carol Danvers", contactEmail: "carol@example.com", emailAttempts: 1, ...overrides });
}

/** The GraphQL shape of a message (typename on the linked records). */
export function messageNode(m: MessageFixture) {
  return {
    __typename: "Message",
    ...m,
    client: m.client && { __typename: "Client", ...m.client },
    project: m.project && { __typename: "Project", ...m.project },
  };
}

export function pageResolvers(
  messages: MessageFixture[],
  { projects = [SITE, APP], clients = [ACME, GLOBEX], hasNextPage = false }: { projects?: ProjectOption[]; clients?: ClientOption[]; hasNextPage?: boolean } = {},
): MockResolvers {
  return {
    User: () => ({ id: VIEWER_ID, timeZone: "UTC" }),
    MessageConnection: () => pageConnection(messages, messageNode, { hasNextPage }),
    ...optionResolvers(clients, projects),
  };
}

/** Renders /messages (or `path`) with its loader; the query stays pending (skeleton rows) until answered. */
export function renderMessagesRoute(environment: MockEnvironment = createMockEnvironment(), path = "/messages") {
  return renderPageRoute("/messages", { load, Component: MessagesPage }, environment, path);
}

/** /messages with these messages loaded. */
export async function renderMessagesPage(
  messages: MessageFixture[],
  options: { projects?: ProjectOption[]; clients?: ClientOption[]; hasNextPage?: boolean; path?: string } = {},
) {
  const result = renderMessagesRoute(createMockEnvironment(), options.path);
  await resolveOperation(result.environment, "MessagesPageQuery", pageResolvers(messages, options));
  await screen.findByRole("heading", { level: 1, name: "Messages" });
  return result;
}

/** The live subscription of the screen (workspaceChanged). */
export function liveSubscription(environment: MockEnvironment): OperationDescriptor {
  const op = environment.mock.getAllOperations().find((o) => operationName(o) === "useLiveMessagesSubscription");
  if (!op) throw new Error("the Messages screen has no workspaceChanged subscription");
  return op;
}

/** Pushes one workspaceChanged event to the screen. */
export function pushChange(
  environment: MockEnvironment,
  change: { message?: MessageFixture | null; createdMessage?: MessageFixture | null; deletedMessageId?: string | null },
): void {
  const op = liveSubscription(environment);
  act(() => {
    environment.mock.nextValue(op, {
      data: {
        workspaceChanged: {
          message: change.message ? messageNode(change.message) : null,
          createdMessage: change.createdMessage ? messageNode(change.createdMessage) : null,
          deletedMessageId: change.deletedMessageId ?? null,
        },
      },
    });
  });
}

export const cards = () => screen.queryAllByTestId("message-card");
/** A card by its subject (also while a dialog hides the page from the accessibility tree). */
export const cardOf = (subject: string) => screen.getByRole("article", { name: subject, hidden: true });
export const inCard = (subject: string) => within(cardOf(subject));
export const subjects = () => cards().map((c) => c.querySelector("h2")?.textContent);
