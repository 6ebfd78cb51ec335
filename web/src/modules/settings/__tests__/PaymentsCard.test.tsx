import { act, fireEvent, screen, within } from "@testing-library/react";
import { PaymentsCard } from "../PaymentsCard";
import { VIEWER_ID, answerValidationError, expectToast, operationName, pendingOperation, resetToasts } from "../../../../test/relay";
import { renderWithProviders, type MockEnvironment } from "../../../../test/render";

interface SettingsFixture { connected: boolean; status: string | null; error: string | null; accountName: string | null; mode: string | null; keyLast4: string | null; warning: string | null }

const OFF: SettingsFixture = { connected: false, status: null, error: null, accountName: null, mode: null, keyLast4: null, warning: null };
const ON: SettingsFixture = { connected: true, status: "connected", error: null, accountName: "Harbor Design Co.", mode: "test", keyLast4: "4242", warning: null };

async function answer(environment: MockEnvironment, s: SettingsFixture) {
  const op = await pendingOperation(environment, "PaymentsCardQuery");
  await act(async () => { environment.mock.resolve(op, { data: { viewer: { id: VIEWER_ID, paymentSettings: s } } }); });
}

const region = () => screen.getByRole("region", { name: "Payments" });

beforeEach(resetToasts);

describe("Payments card", () => {
  it("checks the key's form before sending, connects, and shows the account, mode and last 4 characters", async () => {
    const { environment } = renderWithProviders(<PaymentsCard />);
    await answer(environment, { ...OFF, warning: "This server's address (http://localhost:3000) is on this machine" });
    expect(within(region()).getByText(/Not connected/)).toBeInTheDocument();
    expect(screen.getByTestId("payments-warning")).toHaveTextContent("on this machine");

    fireEvent.change(screen.getByLabelText(/Stripe secret key/), { target: { value: "pk_test_123" } });
    fireEvent.click(screen.getByRole("button", { name: "Connect Stripe" }));
    expect(await screen.findByText(/starts with sk_test_/)).toBeInTheDocument();
    expect(environment.mock.getAllOperations().some((op) => operationName(op) === "usePaymentsMutationsConnectMutation")).toBe(false);

    fireEvent.change(screen.getByLabelText(/Stripe secret key/), { target: { value: " sk_test_abcdefgh4242 " } });
    fireEvent.click(screen.getByRole("button", { name: "Connect Stripe" }));
    const op = await pendingOperation(environment, "usePaymentsMutationsConnectMutation");
    expect(op.request.variables.input).toEqual({ stripeSecretKey: "sk_test_abcdefgh4242" });
    act(() => environment.mock.resolve(op, { data: { connectStripe: { __typename: "ConnectStripePayload", paymentSettings: { connected: true } } } }));
    await expectToast("Stripe connected");
    await answer(environment, ON);
    expect(await screen.findByTestId("payments-connected")).toHaveTextContent("Harbor Design Co.");
    expect(screen.getByTestId("payments-mode")).toHaveTextContent("Test mode");
    expect(screen.getByTestId("payments-key")).toHaveTextContent("…4242");
    expect(screen.queryByLabelText(/Stripe secret key/)).not.toBeInTheDocument();
  });

  it("puts Stripe's refusal on the field", async () => {
    const { environment } = renderWithProviders(<PaymentsCard />);
    await answer(environment, OFF);
    fireEvent.change(screen.getByLabelText(/Stripe secret key/), { target: { value: "sk_test_revoked00000" } });
    fireEvent.click(screen.getByRole("button", { name: "Connect Stripe" }));
    const op = await pendingOperation(environment, "usePaymentsMutationsConnectMutation");
    await answerValidationError(environment, op, "connectStripe", { stripeSecretKey: "Stripe refused this key: check that you copied all of it" });
    expect(await screen.findByText("Stripe refused this key: check that you copied all of it")).toBeInTheDocument();
  });

  it("disconnects after a confirmation", async () => {
    const { environment } = renderWithProviders(<PaymentsCard />);
    await answer(environment, ON);
    fireEvent.click(await screen.findByRole("button", { name: "Disconnect" }));
    const dialog = await screen.findByTestId("confirm-disconnect-stripe");
    expect(dialog).toHaveTextContent("Disconnect Harbor Design Co.?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    const op = await pendingOperation(environment, "usePaymentsMutationsDisconnectMutation");
    act(() => environment.mock.resolve(op, { data: { disconnectStripe: { __typename: "DisconnectStripePayload", paymentSettings: { connected: false } } } }));
    await expectToast("Stripe disconnected");
    await answer(environment, OFF);
    expect(await screen.findByLabelText(/Stripe secret key/)).toBeInTheDocument();
  });
});
