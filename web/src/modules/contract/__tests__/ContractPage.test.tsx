import { act, screen, waitFor, within } from "@testing-library/react";
import type { LoaderFunctionArgs } from "react-router";
import { createMockEnvironment } from "relay-test-utils";
import { renderRoutes } from "../../../../test/render";
import { Component as ContractPage, load } from "../ContractPage";
import {
  type ContractFixture,
  VIEWER_ID,
  aContract,
  aProposal,
  expectToast,
  inCard,
  mutations,
  pendingOperation,
  renderProposalsPage,
  resetToasts,
  resolveFormOptions,
  user,
} from "./contractTestUtils";

/** The workspace's zone: the page's times read in it (UTC-5 in winter). */
const ZONE = "America/New_York";

interface PageFixture extends ContractFixture {
  isClosed: boolean;
  supersededAt: string | null;
  signingLink: string | null;
  personalMessage: string | null;
  document: { text: string; html: string; sha256: string; version: number; unfilledVariables: string[] };
  sealed: null | { sha256: string; sizeBytes: number; sealedAt: string; signedByHand: boolean; downloadUrl: string };
  auditTrail: { action: string; createdAt: string; detail: string | null; ip: string | null; userAgent: string | null }[];
  versions: PageFixture[];
}

const HASH = "a".repeat(64);
const PDF_HASH = "b".repeat(64);

function aPage(base: ContractFixture, overrides: Partial<PageFixture> = {}): PageFixture {
  const page: PageFixture = {
    ...base,
    isClosed: false,
    supersededAt: null,
    signingLink: null,
    personalMessage: null,
    document: {
      text: "## Parties\n\nBetween Acme Studio and Analytical Engines.",
      html: "<h2>Parties</h2><p>Between Acme Studio and Analytical Engines.</p>",
      sha256: HASH,
      version: base.version,
      unfilledVariables: [],
    },
    sealed: null,
    auditTrail: [],
    versions: [],
    ...overrides,
  };
  if (page.versions.length === 0) page.versions = [page];
  return page;
}

const node = (c: PageFixture): Record<string, unknown> => ({
  __typename: "Contract",
  ...c,
  client: { __typename: "Client", ...c.client, email: "hello@acme.test" },
  project: c.project ? { __typename: "Project", ...c.project } : null,
  template: null,
  document: { __typename: "ContractDocument", ...c.document },
  sealed: c.sealed ? { __typename: "SealedDocument", ...c.sealed } : null,
  auditTrail: c.auditTrail.map((a) => ({ __typename: "ContractAudit", ...a })),
  versions: c.versions.map((v) => (v === c ? { ...node({ ...v, versions: [] }), versions: [] } : node({ ...v, versions: [] }))),
});

/** /contracts/:id (or /proposals/:id) with this document loaded (none: a missing or foreign id). */
async function renderPage(doc: PageFixture | null, base = "/contracts") {
  const environment = createMockEnvironment();
  const routes = [
    { path: "/contracts/:id", loader: (args: LoaderFunctionArgs) => load(environment, args), Component: ContractPage, hydrateFallbackElement: <div /> },
    { path: "/proposals/:id", loader: (args: LoaderFunctionArgs) => load(environment, args), Component: ContractPage, hydrateFallbackElement: <div /> },
    { path: "/contracts", element: <h1>Contract list</h1> },
  ];
  const result = renderRoutes(routes, { environment, path: `${base}/${encodeURIComponent(doc?.id ?? "Q29udHJhY3Q6bWlzc2luZw==")}` });
  await answerPage(result.environment, doc);
  return result;
}

async function answerPage(environment: ReturnType<typeof createMockEnvironment>, doc: PageFixture | null) {
  const op = await pendingOperation(environment, "ContractPageQuery");
  // the document as the server answers it (the generator would answer every nested version with the resolver's record)
  const payload = { data: { viewer: { __typename: "User", id: VIEWER_ID, timeZone: ZONE }, node: doc ? node(doc) : null } };
  await act(async () => {
    environment.mock.resolve(op, payload);
  });
}

/** Answers the pending mutation `name` with its payload `payloadType` around `record` (and extra payload fields). */
async function answerMutation(environment: ReturnType<typeof createMockEnvironment>, name: string, field: string, payloadType: string, record: PageFixture, extra: Record<string, unknown> = {}) {
  const op = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.resolve(op, { data: { [field]: { __typename: payloadType, contract: node(record), ...extra } } });
  });
  return op;
}

let u: ReturnType<typeof user>;
beforeEach(() => {
  resetToasts();
  u = user();
});

describe("Contract page", () => {
  it("shows the rendered document, 'Declined' with the reason, the audit trail oldest first at readable times in the workspace's zone", async () => {
    const declined = aPage(aContract({ title: "Website build", contractNumber: "CON-2026-0042", status: "cancelled", declinedAt: "2026-12-02T15:30:00.000Z", declineReason: "The budget moved to next year." }), {
      isClosed: true,
      document: {
        text: "# Website build agreement\n\n## Parties\n\nBetween Acme Studio and Analytical Engines.",
        html: "<h1>Website build agreement</h1>\n<h2>Parties</h2>\n<p>Between Acme Studio and Analytical Engines.</p>",
        sha256: HASH,
        version: 1,
        unfilledVariables: [],
      },
      auditTrail: [
        { action: "declined", createdAt: "2026-12-02T15:30:00.000Z", detail: "The budget moved to next year.", ip: "203.0.113.9", userAgent: "Mozilla/5.0 (iPhone)" },
        { action: "sent", createdAt: "2026-12-01T14:05:00.000Z", detail: "To hello@acme.test", ip: null, userAgent: null },
        { action: "opened", createdAt: "2026-12-02T15:20:00.000Z", detail: null, ip: "203.0.113.9", userAgent: "Mozilla/5.0 (iPhone)" },
      ],
    });
    await renderPage(declined);
    expect(await screen.findByRole("heading", { level: 1, name: "Website build" })).toBeInTheDocument();
    expect(screen.getByText("Contract CON-2026-0042 · Acme Studio · Version 1")).toBeInTheDocument();
    const status = screen.getByTestId("contract-status");
    expect(status).toHaveTextContent("Declined");
    expect(status).not.toHaveTextContent("Cancelled");
    expect(screen.getByTestId("decline-reason")).toHaveTextContent("Reason given: The budget moved to next year.");

    // the server's sanitized rendering, as the client reads it
    const body = screen.getByTestId("contract-document-body");
    expect(within(body).getByRole("heading", { level: 3, name: "Parties" })).toBeInTheDocument();
    // the document's headings sit under the page's: its h1 is an h2 here, and the page keeps one h1
    expect(within(body).getByRole("heading", { level: 2, name: "Website build agreement" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(body).toHaveTextContent("Between Acme Studio and Analytical Engines.");
    expect(body.textContent).not.toMatch(/[{}]/);

    // oldest first, in New York time (UTC-5), not ISO strings
    const audit = within(screen.getByRole("region", { name: "Audit trail" }));
    expect(audit.getByText(`Every step, oldest first. Times in ${ZONE}.`)).toBeInTheDocument();
    expect(audit.getAllByTestId("audit-action").map((a) => a.textContent)).toEqual(["Sent", "Opened by the client", "Declined by the client"]);
    expect(audit.getAllByTestId("audit-time").map((t) => t.textContent)).toEqual(["Dec 1, 2026, 9:05 AM", "Dec 2, 2026, 10:20 AM", "Dec 2, 2026, 10:30 AM"]);
    expect(audit.getAllByTestId("audit-time")[0]).toHaveAttribute("dateTime", "2026-12-01T14:05:00.000Z");
    expect(screen.getByRole("region", { name: "Audit trail" }).textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(audit.getAllByTestId("audit-row")[2]).toHaveTextContent("203.0.113.9 · Mozilla/5.0 (iPhone)");

    // closed: no Send, no Resend, no link; a new version is the way to reopen it
    expect(screen.queryByRole("button", { name: "Send" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Resend" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy link" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New version" })).toBeInTheDocument();
  });

  it("lists every version with its own PDF (the sealed file once sealed) and links to the other versions' pages", async () => {
    const v1 = aPage(aContract({ id: "Q29udHJhY3Q6djE=", version: 1, status: "signed", signedDate: "2026-11-25T10:00:00.000Z", pdfDownloadUrl: "/api/contracts/v1/pdf" }), {
      isClosed: true,
      supersededAt: "2026-11-28T10:00:00.000Z",
      sealed: { sha256: PDF_HASH, sizeBytes: 48_213, sealedAt: "2026-11-25T10:00:02.000Z", signedByHand: false, downloadUrl: "/api/contracts/v1/pdf?sealed=1" },
    });
    const v2 = aPage(aContract({ id: "Q29udHJhY3Q6djI=", version: 2, status: "draft", pdfDownloadUrl: "/api/contracts/v2/pdf" }));
    v1.versions = [v2, v1];
    v2.versions = [v1, v2];
    await renderPage(v1);
    await screen.findByRole("heading", { level: 1, name: "Website build" });
    expect(screen.getByTestId("superseded-note")).toHaveTextContent("A newer version replaced this one.");
    // already replaced: no second new version from this one
    expect(screen.queryByRole("button", { name: "New version" })).not.toBeInTheDocument();
    const versions = within(screen.getByRole("region", { name: "Versions" }));
    const rows = versions.getAllByTestId("contract-version");
    expect(rows.map((r) => within(r).getByText(/^Version \d$/).textContent)).toEqual(["Version 1", "Version 2"]);
    expect(within(rows[0]).getByText("This version")).toBeInTheDocument();
    expect(within(rows[0]).getByText("Signed")).toBeInTheDocument();
    expect(within(rows[1]).getByRole("link", { name: "Version 2" })).toHaveAttribute("href", `/contracts/${encodeURIComponent(v2.id)}`);
    expect(versions.getByRole("link", { name: "PDF of version 1" })).toHaveAttribute("href", "/api/contracts/v1/pdf?sealed=1");
    expect(versions.getByRole("link", { name: "PDF of version 2" })).toHaveAttribute("href", "/api/contracts/v2/pdf");
    expect(screen.getByRole("link", { name: "Download sealed PDF" })).toHaveAttribute("href", "/api/contracts/v1/pdf?sealed=1");
  });

  it("sends a draft after the app's confirmation, with the personal message typed there", async () => {
    const confirm = jest.spyOn(window, "confirm");
    const draft = aPage(aContract({ title: "Website build" }));
    const { environment } = await renderPage(draft);
    await screen.findByRole("heading", { level: 1, name: "Website build" });
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", draft.pdfDownloadUrl);
    await u.click(screen.getByRole("button", { name: "Send" }));
    const asked = await screen.findByRole("alertdialog", { name: "Send this contract?" });
    expect(within(asked).getByText("Send this contract to Acme Studio by e-mail? They receive a link to read and sign it.")).toBeInTheDocument();
    // Cancel sends nothing
    await u.click(within(asked).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(mutations(environment)).toHaveLength(0);

    await u.click(screen.getByRole("button", { name: "Send" }));
    const again = await screen.findByRole("alertdialog", { name: "Send this contract?" });
    await u.type(within(again).getByLabelText("Personal message (optional)"), "Hi Wile, here is the contract we discussed.");
    await u.click(within(again).getByRole("button", { name: "Send by e-mail" }));
    const sent = aPage({ ...draft, status: "sent" }, { signingLink: "http://127.0.0.1:3000/p/abc", personalMessage: "Hi Wile, here is the contract we discussed." });
    const op = await answerMutation(environment, "useSendContractMutation", "sendContract", "SendContractPayload", sent);
    expect(op.request.variables.input).toEqual({ id: draft.id, message: "Hi Wile, here is the contract we discussed." });
    await expectToast("Contract sent", "The client has received a link to read and sign the contract.");
    await waitFor(() => expect(screen.getByTestId("contract-status")).toHaveTextContent("Sent"));
    expect(screen.queryByRole("button", { name: "Send" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend" })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it("refuses to send while a variable has no value, naming it", async () => {
    await renderPage(aPage(aContract(), { document: { text: "Terms: ", html: "<p>Terms:</p>", sha256: HASH, version: 1, unfilledVariables: ["payment_terms", "timeline"] } }));
    await screen.findByRole("heading", { level: 1, name: "Website build" });
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      "Not sendable yet: {payment_terms}, {timeline} have no value. Edit the document or its template to fill them.",
    );
  });

  it("resends a sent document after asking, and copies its signing link", async () => {
    const sent = aPage(aContract({ status: "sent" }), { signingLink: "http://127.0.0.1:3000/p/AbCdEf" });
    const { environment } = await renderPage(sent);
    await screen.findByRole("heading", { level: 1, name: "Website build" });

    const copied = jest.spyOn(navigator.clipboard, "writeText");
    await u.click(screen.getByRole("button", { name: "Copy link" }));
    await expectToast("Link copied", "The client's signing link is on your clipboard.");
    expect(copied).toHaveBeenCalledWith("http://127.0.0.1:3000/p/AbCdEf");
    copied.mockRestore();

    await u.click(screen.getByRole("button", { name: "Resend" }));
    const asked = await screen.findByRole("alertdialog", { name: "Send this contract again?" });
    expect(within(asked).getByText("Acme Studio receives the same link again by e-mail.")).toBeInTheDocument();
    await u.click(within(asked).getByRole("button", { name: "Send again" }));
    const op = await answerMutation(environment, "useResendContractMutation", "resendContract", "ResendContractPayload", sent);
    expect(op.request.variables.input).toEqual({ id: sent.id });
    await expectToast("Sent again", "The client has received the link again.");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("creates a new version of a closed document after asking, and opens it", async () => {
    const signed = aPage(aContract({ status: "signed", signedDate: "2026-11-25T10:00:00.000Z", version: 3 }), { isClosed: true });
    const { environment, router } = await renderPage(signed);
    await screen.findByRole("heading", { level: 1, name: "Website build" });
    await u.click(screen.getByRole("button", { name: "New version" }));
    const asked = await screen.findByRole("alertdialog", { name: "Start a new version?" });
    expect(within(asked).getByText(/Version 4 opens as a draft you can edit and send\. Version 3 stays readable/)).toBeInTheDocument();
    await u.click(within(asked).getByRole("button", { name: "Create version" }));
    const next = aPage(aContract({ id: "Q29udHJhY3Q6bmV4dA==", version: 4, status: "draft" }));
    const op = await answerMutation(environment, "useCreateContractVersionMutation", "createContractVersion", "CreateContractVersionPayload", next);
    expect(op.request.variables.input).toEqual({ id: signed.id });
    await expectToast("New version created");
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contracts/${encodeURIComponent(next.id)}`));
  });

  it("verifies the sealed file: both hashes match, or which one does not", async () => {
    const sealed = aPage(aContract({ status: "signed", signedDate: "2026-11-25T10:00:00.000Z" }), {
      isClosed: true,
      sealed: { sha256: PDF_HASH, sizeBytes: 48_213, sealedAt: "2026-11-25T15:00:02.000Z", signedByHand: true, downloadUrl: "/api/contracts/1/pdf" },
    });
    const { environment } = await renderPage(sealed);
    await screen.findByRole("heading", { level: 1, name: "Website build" });
    const seal = within(screen.getByRole("region", { name: "Sealed file" }));
    expect(seal.getByTestId("sealed-at")).toHaveTextContent("Nov 25, 2026, 10:00 AM");
    expect(seal.getByTestId("sealed-size")).toHaveTextContent("47.1 KB");
    expect(seal.getByTestId("sealed-sha256")).toHaveTextContent(PDF_HASH);
    expect(seal.getByTestId("document-sha256")).toHaveTextContent(HASH);
    expect(seal.getByText("Sealed when marked signed by hand, not by a client signature.")).toBeInTheDocument();

    await u.click(seal.getByRole("button", { name: "Verify" }));
    let op = await answerMutation(environment, "useVerifyContractMutation", "verifyContract", "VerifyContractPayload", sealed, { documentHashMatches: true, pdfHashMatches: true });
    expect(op.request.variables.input).toEqual({ id: sealed.id });
    await expectToast("Both hashes match", "The stored PDF and the signed text are exactly what was sealed.");

    resetToasts();
    await u.click(seal.getByRole("button", { name: "Verify" }));
    op = await answerMutation(environment, "useVerifyContractMutation", "verifyContract", "VerifyContractPayload", sealed, { documentHashMatches: true, pdfHashMatches: false });
    await expectToast("Verification failed", "The stored PDF does not match its recorded hash.");
  });

  it("reads a signed document again when its seal is stored (the seal job's live change)", async () => {
    const signed = aPage(aContract({ status: "signed", signedDate: "2026-11-25T10:00:00.000Z" }), { isClosed: true });
    const { environment } = await renderPage(signed);
    await screen.findByRole("heading", { level: 1, name: "Website build" });
    expect(screen.getByTestId("not-sealed")).toBeInTheDocument();
    // the seal job announces the stored file: the page reads the document again
    const live = await pendingOperation(environment, "useWorkspaceChangesSubscription");
    await act(async () => {
      environment.mock.nextValue(live, { data: { workspaceChanged: { type: "contract.sealed" } } });
    });
    const sealed: PageFixture = {
      ...signed,
      sealed: { sha256: PDF_HASH, sizeBytes: 2048, sealedAt: "2026-11-25T10:00:03.000Z", signedByHand: false, downloadUrl: "/api/contracts/1/pdf" },
    };
    sealed.versions = [sealed];
    await answerPage(environment, sealed);
    await waitFor(() => expect(screen.getByTestId("sealed-sha256")).toHaveTextContent(PDF_HASH));
    expect(screen.getByRole("link", { name: "Download sealed PDF" })).toHaveAttribute("href", "/api/contracts/1/pdf");
  });

  it("says a document is not sealed before signing", async () => {
    await renderPage(aPage(aContract({ status: "sent" }), { signingLink: "http://127.0.0.1:3000/p/x" }));
    await screen.findByRole("heading", { level: 1, name: "Website build" });
    expect(within(screen.getByRole("region", { name: "Sealed file" })).getByText("Not sealed yet: the PDF is sealed when the client signs.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Verify" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Audit trail" })).toHaveTextContent("Nothing has happened yet");
  });

  it("shows a clear not-found state for a missing or foreign id", async () => {
    await renderPage(null);
    expect(await screen.findByRole("heading", { level: 1, name: "Contract not found" })).toBeInTheDocument();
    for (const back of screen.getAllByRole("link", { name: "Back to contracts" })) expect(back).toHaveAttribute("href", "/contracts");
    expect(screen.queryByTestId("contract-actions")).not.toBeInTheDocument();
  });

  it("offers an accepted proposal's next steps: the contract prefilled from it, the invoice, the project", async () => {
    const accepted = aPage(aProposal({ title: "Acme proposal", status: "signed", signedDate: "2026-11-25T10:00:00.000Z", value: "4800.00", currency: "EUR" }), {
      isClosed: true,
      document: { text: "## Proposal\n\nDesign and build.", html: "<h2>Proposal</h2><p>Design and build.</p>", sha256: HASH, version: 1, unfilledVariables: [] },
    });
    const { environment } = await renderPage(accepted, "/proposals");
    await screen.findByRole("heading", { level: 1, name: "Acme proposal" });
    expect(screen.getByRole("link", { name: "Back to proposals" })).toHaveAttribute("href", "/proposals");
    const next = within(screen.getByRole("region", { name: "Next steps" }));
    expect(next.getByRole("button", { name: "Create the invoice" })).toBeInTheDocument();
    expect(next.getByRole("button", { name: "Create the project" })).toBeInTheDocument();
    await u.click(next.getByRole("button", { name: "Create the contract" }));
    await resolveFormOptions(environment);
    const form = await screen.findByRole("dialog", { name: "Create Contract" });
    expect(within(form).getByLabelText(/^Contract Title/)).toHaveValue("Acme proposal");
    expect(within(form).getByLabelText(/^Value/)).toHaveValue("4,800.00");
    expect(within(form).getByLabelText(/^Client/)).toHaveValue(accepted.client.id);
    expect(within(form).getByRole("textbox", { name: /Contract Content/ })).toHaveValue("## Proposal\n\nDesign and build.");
  });

  it("offers no next steps for a declined proposal", async () => {
    await renderPage(aPage(aProposal({ title: "Lost one", status: "cancelled", declinedAt: "2026-11-25T10:00:00.000Z" }), { isClosed: true }), "/proposals");
    await screen.findByRole("heading", { level: 1, name: "Lost one" });
    expect(screen.getByTestId("contract-status")).toHaveTextContent("Declined");
    expect(screen.getByTestId("decline-reason")).toHaveTextContent("The client gave no reason.");
    expect(screen.queryByRole("region", { name: "Next steps" })).not.toBeInTheDocument();
  });
});

describe("Document cards", () => {
  it("read 'Declined' for a declined proposal, and link the title to the document's page", async () => {
    const declined = aProposal({ title: "Declined one", status: "cancelled", declinedAt: "2026-11-25T10:00:00.000Z", declineReason: "Too expensive" });
    const cancelled = aProposal({ title: "Cancelled one", status: "cancelled" });
    await renderProposalsPage([declined, cancelled]);
    expect(inCard("Declined one").getByTestId("contract-status")).toHaveTextContent("Declined");
    expect(inCard("Cancelled one").getByTestId("contract-status")).toHaveTextContent("Cancelled");
    expect(inCard("Declined one").getByRole("link", { name: "Declined one" })).toHaveAttribute("href", `/proposals/${encodeURIComponent(declined.id)}`);
  });
});
