import { act, screen, within } from "@testing-library/react";
import { createMockEnvironment, type MockResolvers } from "relay-test-utils";
import { renderPageRoute, type MockEnvironment } from "../../../../test/render";
import { ACME, pageConnection } from "../../../../test/connections";
import { pendingOperation, resolveOperation, VIEWER_ID } from "../../../../test/relay";
import { Component as ContractsPage, load } from "../ContractsPage";
import { Component as ProposalsPage, load as loadProposals } from "../ProposalsPage";

export * from "../../../../test/relay";

// jsdom has no PointerEvent; the checkbox's press tracking creates one when the checkbox loses the focus
if (typeof window.PointerEvent === "undefined") {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? "mouse";
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

let seq = 0;

export interface ContractFixture {
  id: string;
  title: string | null;
  contractNumber: string;
  type: "contract" | "sow" | "agreement" | "proposal";
  status: "draft" | "sent" | "signed" | "executed" | "expired" | "cancelled";
  content: string;
  value: string | null;
  currency: string;
  startDate: string | null;
  endDate: string | null;
  expiryDate: string | null;
  signedDate: string | null;
  declinedAt: string | null;
  declineReason: string | null;
  notes: string | null;
  version: number;
  pdfDownloadUrl: string;
  createdAt: string;
  updatedAt: string;
  client: { id: string; name: string };
  project: null | { id: string };
  template: null | { id: string };
}

export function aContract(overrides: Partial<ContractFixture> = {}): ContractFixture {
  seq += 1;
  return {
    id: `Q29udHJhY3Q6${seq}`,
    title: "Website build",
    contractNumber: `CON-2026-${String(seq).padStart(4, "0")}`,
    type: "contract",
    status: "draft",
    content: "Between {client_name} and {provider_company}.",
    value: "1500.00",
    currency: "USD",
    startDate: "2026-12-01T00:00:00.000Z",
    endDate: "2027-03-31T00:00:00.000Z",
    expiryDate: null,
    signedDate: null,
    declinedAt: null,
    declineReason: null,
    notes: null,
    version: 1,
    pdfDownloadUrl: `/api/contracts/${seq}/pdf`,
    createdAt: "2026-11-20T09:30:00.000Z",
    updatedAt: `2026-11-20T09:30:00.${String(seq % 1000).padStart(3, "0")}Z`,
    client: { id: ACME.id, name: ACME.name },
    project: null,
    template: null,
    ...overrides,
  };
}

export function aProposal(overrides: Partial<ContractFixture> = {}): ContractFixture {
  const p = aContract({ type: "proposal", title: "Acme proposal", ...overrides });
  return { ...p, contractNumber: overrides.contractNumber ?? p.contractNumber.replace("CON", "PRO") };
}

export interface TemplateFixture {
  id: string;
  name: string;
  type: "contract" | "sow" | "agreement" | "proposal";
  category: string | null;
  description: string | null;
  content: string;
  isActive: boolean;
  isDefault: boolean;
  scope: string | null;
  deliverables: string | null;
  timeline: string | null;
  paymentTerms: string | null;
  revisionPolicy: string | null;
  cancellationPolicy: string | null;
  defaultRate: string | null;
  currency: string;
  validityDays: number;
  variables: string[];
  updatedAt: string;
}

export function aTemplate(overrides: Partial<TemplateFixture> = {}): TemplateFixture {
  seq += 1;
  return {
    id: `Q29udHJhY3RUZW1wbGF0ZTo${seq}`,
    name: "Monthly retainer",
    type: "agreement",
    category: "retainer",
    description: "Ongoing design support.",
    content: "Retainer between {client_name} and {provider_company}.",
    isActive: true,
    isDefault: false,
    scope: null,
    deliverables: null,
    timeline: null,
    paymentTerms: "Net 30 days",
    revisionPolicy: null,
    cancellationPolicy: null,
    defaultRate: "1200.00",
    currency: "EUR",
    validityDays: 30,
    variables: [],
    updatedAt: `2026-11-21T09:30:00.${String(seq % 1000).padStart(3, "0")}Z`,
    ...overrides,
  };
}

const contractNode = (c: ContractFixture) => ({
  __typename: "Contract",
  ...c,
  client: { __typename: "Client", ...c.client },
  project: c.project ? { __typename: "Project", ...c.project } : null,
  template: c.template ? { __typename: "ContractTemplate", ...c.template } : null,
});
/** A contract or proposal as a node query (`node(id:)`) answers it. */
export const contractNodeResolvers = (c: ContractFixture): MockResolvers => ({ Node: () => contractNode(c), Contract: () => contractNode(c) });
const templateNode = (t: TemplateFixture) => ({ __typename: "ContractTemplate", ...t });

/** The page query's two lists. */
function pageResolvers(contracts: ContractFixture[], templates: TemplateFixture[]): MockResolvers {
  return {
    User: () => ({ id: VIEWER_ID }),
    ContractConnection: () => pageConnection(contracts, contractNode),
    ContractTemplateConnection: () => pageConnection(templates, templateNode),
  };
}

export async function renderContractsPage(contracts: ContractFixture[] = [], templates: TemplateFixture[] = [], path = "/contracts") {
  const result = renderPageRoute("/contracts", { load, Component: ContractsPage }, createMockEnvironment(), path);
  await resolveOperation(result.environment, "ContractsPageQuery", pageResolvers(contracts, templates));
  await screen.findByRole("heading", { level: 1, name: "Contracts & Templates" });
  return result;
}

export async function renderProposalsPage(proposals: ContractFixture[] = [], templates: TemplateFixture[] = [], path = "/proposals") {
  const result = renderPageRoute("/proposals", { load: loadProposals, Component: ProposalsPage }, createMockEnvironment(), path);
  await resolveOperation(result.environment, "ProposalsPageQuery", pageResolvers(proposals, templates));
  await screen.findByRole("heading", { level: 1, name: "Proposals" });
  return result;
}

export interface OptionClient {
  id: string;
  name: string;
  company: string | null;
  email: string | null;
}

export const ACME_CLIENT: OptionClient = { ...ACME, email: "hello@acme.test" };

/** Answers the dialog's options query: the provider's profile, the clients, projects and templates. */
export async function resolveFormOptions(environment: MockEnvironment, { clients = [ACME_CLIENT], templates = [] as TemplateFixture[] } = {}) {
  await resolveOperation(environment, "ContractFormOptionsQuery", {
    User: () => ({ id: VIEWER_ID, firstName: "Ada", lastName: "Lovelace", companyName: "Analytical Engines", email: "ada@example.com" }),
    ClientConnection: () => pageConnection(clients, (c) => ({ __typename: "Client", ...c })),
    ProjectConnection: () => pageConnection([], (p: object) => p),
    ContractTemplateConnection: () => pageConnection(templates, templateNode),
  });
}

export const cardOf = (name: string) => screen.getByRole("article", { name });
export const inCard = (name: string) => within(cardOf(name));

/**
 * Answers the editor's pending preview query (asked once the form's values rest 300 ms) with the server's rendering;
 * returns the operation (its `input` is what the form sent).
 */
export async function answerPreview(environment: MockEnvironment, html: string, unfilledVariables: string[] = []) {
  const op = await pendingOperation(environment, "ContractFormPreviewQuery");
  await act(async () => {
    environment.mock.resolve(op, {
      data: { viewer: { __typename: "User", id: VIEWER_ID, contractPreview: { __typename: "ContractDocument", html, unfilledVariables } } },
    });
  });
  return op;
}
