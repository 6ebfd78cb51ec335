import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { WebhooksCard } from "../WebhooksCard";
import { VIEWER_ID, answerValidationError, expectToast, operationName, pendingOperation, resetToasts, user } from "../../../../test/relay";
import { renderWithProviders, type MockEnvironment } from "../../../../test/render";

const EVENT_TYPES = ["client.created", "client.updated", "invoice.sent"];
const SECRET = `whsec_${"A".repeat(43)}=`;

interface DeliveryFixture { id: string; eventType: string; status: string; attempts: number; responseCode: number | null; lastError: string | null; createdAt: string }
interface WebhookFixture { id: string; url: string; events: string[]; enabled: boolean; failingSince: string | null; recentDeliveries: DeliveryFixture[] }

const hook = (over: Partial<WebhookFixture> = {}): WebhookFixture => ({
  id: "V2ViaG9vazox", url: "https://hooks.example.com/in", events: ["client.created"], enabled: true, failingSince: null, recentDeliveries: [], ...over,
});

/** Answers the card's pending list query (the first one, or the one a refetch sent). */
async function answerList(environment: MockEnvironment, webhooks: WebhookFixture[]) {
  const op = await pendingOperation(environment, "WebhooksCardQuery");
  await act(async () => {
    environment.mock.resolve(op, { data: { viewer: { id: VIEWER_ID, webhookEventTypes: EVENT_TYPES, webhooks: webhooks.map((w) => ({ __typename: "Webhook", ...w })) } } });
  });
}

async function renderCard(webhooks: WebhookFixture[] = []) {
  const result = renderWithProviders(<WebhooksCard />);
  expect(screen.getByTestId("webhooks-skeleton")).toHaveAttribute("aria-busy", "true");
  await answerList(result.environment, webhooks);
  await screen.findByRole("button", { name: "Add webhook" });
  return result;
}

const region = () => screen.getByRole("region", { name: "Webhooks" });

// jsdom has no PointerEvent; the checkbox's press tracking makes one when focus leaves it
beforeAll(() => {
  if (typeof window.PointerEvent !== "function") Object.assign(window, { PointerEvent: MouseEvent });
});
beforeEach(resetToasts);
afterEach(() => { jest.restoreAllMocks(); });

describe("Webhooks card", () => {
  it("shows the empty state and the form's own messages before sending anything", async () => {
    const { environment } = await renderCard();
    expect(within(region()).getByText("No webhooks yet.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Add webhook" }));
    expect(await screen.findByText("URL is required")).toBeInTheDocument();
    expect(await screen.findByText("Choose at least one event")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Endpoint URL/), { target: { value: "http://example.com/hook" } });
    fireEvent.blur(screen.getByLabelText(/^Endpoint URL/));
    expect(await screen.findByText(/must start with https:\/\//)).toBeInTheDocument();
    expect(environment.mock.getAllOperations().some((op) => operationName(op) === "useCreateWebhookMutation")).toBe(false);
  });

  it("adds an endpoint, shows its secret once with Copy, and reads the list again", async () => {
    const { environment } = await renderCard();
    const u = user();
    await u.type(screen.getByLabelText(/^Endpoint URL/), "https://hooks.example.com/in");
    const events = screen.getByRole("group", { name: "Events" });
    await u.click(within(events).getByRole("checkbox", { name: "invoice.sent" }));
    await u.click(within(events).getByRole("checkbox", { name: "client.created" }));
    fireEvent.click(screen.getByRole("button", { name: "Add webhook" }));

    const op = await pendingOperation(environment, "useCreateWebhookMutation");
    // sent in the catalogue's order, whatever the order of the clicks
    expect(op.request.variables.input).toEqual({ url: "https://hooks.example.com/in", events: ["client.created", "invoice.sent"] });
    act(() => environment.mock.resolve(op, { data: { createWebhook: { __typename: "CreateWebhookPayload", secret: SECRET, webhook: { id: "V2ViaG9vazox", url: "https://hooks.example.com/in" } } } }));
    await expectToast("Webhook added");
    expect(await screen.findByTestId("webhook-secret-value")).toHaveTextContent(SECRET);
    expect(screen.getByLabelText(/^Endpoint URL/)).toHaveValue("");

    await answerList(environment, [hook({ events: ["client.created", "invoice.sent"] })]);
    expect(await screen.findByText("https://hooks.example.com/in")).toBeInTheDocument();
    expect(screen.getByText("No deliveries yet.")).toBeInTheDocument();

    const writeText = jest.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    await expectToast("Secret copied");
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByTestId("webhook-secret")).not.toBeInTheDocument();
  });

  it("puts the server's messages on the fields", async () => {
    const { environment } = await renderCard();
    const u = user();
    await u.type(screen.getByLabelText(/^Endpoint URL/), "https://hooks.example.com/in");
    await u.click(within(screen.getByRole("group", { name: "Events" })).getByRole("checkbox", { name: "client.created" }));
    fireEvent.click(screen.getByRole("button", { name: "Add webhook" }));
    const op = await pendingOperation(environment, "useCreateWebhookMutation");
    await answerValidationError(environment, op, "createWebhook", { url: "A workspace can have at most 10 webhooks. Delete one to add another." });
    expect(await screen.findByText("A workspace can have at most 10 webhooks. Delete one to add another.")).toBeInTheDocument();
    expect(screen.queryByTestId("webhook-secret")).not.toBeInTheDocument();
  });

  it("lists each endpoint's deliveries with their status and code, and sends a test event", async () => {
    const { environment } = await renderCard([hook({
      failingSince: "2026-11-27T09:00:00.000Z",
      recentDeliveries: [
        { id: "d2", eventType: "client.updated", status: "failed", attempts: 11, responseCode: 500, lastError: "HTTP 500", createdAt: "2026-11-27T10:00:00.000Z" },
        { id: "d1", eventType: "client.created", status: "succeeded", attempts: 1, responseCode: 200, lastError: null, createdAt: "2026-11-27T09:00:00.000Z" },
      ],
    })]);
    const rows = screen.getAllByTestId("webhook-delivery");
    expect(rows.map((r) => r.getAttribute("data-status"))).toEqual(["failed", "succeeded"]);
    expect(within(rows[0]).getByText("Failed")).toBeInTheDocument();
    expect(within(rows[0]).getByText("500")).toHaveAttribute("title", "HTTP 500");
    expect(within(rows[0]).getByText("11 attempts")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Succeeded")).toBeInTheDocument();
    expect(screen.getByText(/^Failing since/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Send test event to https://hooks.example.com/in" }));
    const op = await pendingOperation(environment, "useSendWebhookTestEventMutation");
    expect(op.request.variables.input).toEqual({ id: "V2ViaG9vazox" });
    act(() => environment.mock.resolve(op, { data: { sendWebhookTestEvent: { __typename: "SendWebhookTestEventPayload", webhook: {
      ...hook(), recentDeliveries: [{ id: "d3", eventType: "webhook.test", status: "pending", attempts: 0, responseCode: null, lastError: null, createdAt: "2026-11-27T11:00:00.000Z" }],
    } } } }));
    await expectToast("Test event queued");
    await waitFor(() => expect(screen.getAllByTestId("webhook-delivery")).toHaveLength(1));
    expect(within(screen.getByTestId("webhook-delivery")).getByText("Pending")).toBeInTheDocument();
    expect(within(screen.getByTestId("webhook-delivery")).getByText("no answer")).toBeInTheDocument();
  });

  it("shows a disabled endpoint as such", async () => {
    await renderCard([hook({ enabled: false })]);
    expect(screen.getByText("Disabled")).toBeInTheDocument();
    expect(screen.getByText(/failing for three days in a row/)).toBeInTheDocument();
  });

  it("asks before deleting: Cancel keeps the endpoint, Delete removes it and reads the list again", async () => {
    const { environment } = await renderCard([hook()]);
    const deleteButton = screen.getByRole("button", { name: "Delete the webhook to https://hooks.example.com/in" });
    fireEvent.click(deleteButton);
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(/This action cannot be undone/)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(environment.mock.getAllOperations().some((op) => operationName(op) === "useDeleteWebhookMutation")).toBe(false);

    fireEvent.click(deleteButton);
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    const op = await pendingOperation(environment, "useDeleteWebhookMutation");
    expect(op.request.variables.input).toEqual({ id: "V2ViaG9vazox" });
    act(() => environment.mock.resolve(op, { data: { deleteWebhook: { __typename: "DeleteWebhookPayload", deletedWebhookId: "V2ViaG9vazox" } } }));
    await expectToast("Webhook deleted");
    await answerList(environment, []);
    expect(await screen.findByText("No webhooks yet.")).toBeInTheDocument();
  });
});
