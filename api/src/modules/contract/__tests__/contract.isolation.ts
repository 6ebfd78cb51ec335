import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeClient } from "../../client/__tests__/factory";
import { makeContract, makeTemplate } from "./factory";
import { contextOf } from "../../../../test/harness";
import { pageUrl, sendContract } from "../contract.public";

/** Tokens that open nothing: well-formed of no document, A's with a character changed, malformed. */
const wrongTokens = (token: string) => ["A".repeat(43), (token[0] === "A" ? "B" : "A") + token.slice(1), "short"];

export const contractIsolation: IsolationSuite = {
  name: "contract",
  seed: async (t, a) => {
    const c = await makeClient(t.app, a, { name: "A's contract client", email: "contracts-of-a@example.com" });
    const template = await makeTemplate(t.app, a, { name: "A's secret template" });
    const contract = await makeContract(t.app, a, c.id, { title: "A's secret contract", templateId: template.id });
    // a sent proposal: its page's token is in the e-mail
    const proposal = await makeContract(t.app, a, c.id, { title: "A's secret proposal", type: "proposal" });
    await sendContract(await contextOf(t.app, a), proposal.id);
    const sent = await t.app.resources.prisma.contract.findUniqueOrThrow({ where: { id: proposal.id } });
    const token = pageUrl(t.app.resources, sent).split("/p/")[1];
    return {
      ids: { contract: contract.id, contractClient: c.id, template: template.id, pageToken: token },
      gids: { contract: globalId("Contract", contract.id), contractClient: globalId("Client", c.id), template: globalId("ContractTemplate", template.id) },
    };
  },
  rest: {
    "GET /api/contracts": () => ({ url: "/api/contracts", expectStatus: 200 }),
    // B cannot make a contract for A's client
    "POST /api/contracts": (s) => ({ url: "/api/contracts", body: { clientId: s.ids.contractClient, content: "B's" } }),
    "PUT /api/contracts/:id": (s) => ({ url: `/api/contracts/${s.ids.contract}`, body: { title: "hijacked" } }),
    "DELETE /api/contracts/:id": (s) => ({ url: `/api/contracts/${s.ids.contract}` }),
    "GET /api/contract-templates": () => ({ url: "/api/contract-templates", expectStatus: 200 }),
    "POST /api/contract-templates": () => ({ url: "/api/contract-templates", body: { name: "B's", content: "B's {x}" }, expectStatus: 201 }),
    "PUT /api/contract-templates/:id": (s) => ({ url: `/api/contract-templates/${s.ids.template}`, body: { name: "hijacked" } }),
    "DELETE /api/contract-templates/:id": (s) => ({ url: `/api/contract-templates/${s.ids.template}` }),
    "POST /api/contracts/:id/send": (s) => ({ url: `/api/contracts/${s.ids.contract}/send` }),
    "GET /api/contracts/:id/pdf": (s) => ({ url: `/api/contracts/${s.ids.contract}/pdf` }),
    "POST /api/contracts/:id/resend": (s) => ({ url: `/api/contracts/${s.ids.contract}/resend` }),
    "POST /api/contracts/:id/versions": (s) => ({ url: `/api/contracts/${s.ids.contract}/versions` }),
    "POST /api/contracts/:id/verify": (s) => ({ url: `/api/contracts/${s.ids.contract}/verify` }),
  },
  public: {
    "GET /p/:token": (s) => wrongTokens(s.ids.pageToken).map((tk) => ({ url: `/p/${tk}` })),
    "POST /p/:token/sign": (s) => wrongTokens(s.ids.pageToken).map((tk) => ({ url: `/p/${tk}/sign`, body: { name: "Mallory", consent: true } })),
    "GET /p/:token/pdf": (s) => wrongTokens(s.ids.pageToken).map((tk) => ({ url: `/p/${tk}/pdf` })),
    "POST /p/:token/decline": (s) => wrongTokens(s.ids.pageToken).map((tk) => ({ url: `/p/${tk}/decline`, body: { reason: "no" } })),
  },
  graphql: {
    "Mutation.createContract": (s) => ({ query: `mutation($c: ID!) { createContract(input: { clientId: $c, content: "B's" }) { __typename } }`,
      variables: { c: s.gids.contractClient }, expectTypename: "NotFoundError" }),
    "Mutation.updateContract": (s) => ({ query: `mutation($id: ID!) { updateContract(input: { id: $id, title: "hijacked" }) { __typename } }`,
      variables: { id: s.gids.contract }, expectTypename: "NotFoundError" }),
    "Mutation.sendContract": (s) => ({ query: `mutation($id: ID!) { sendContract(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.contract }, expectTypename: "NotFoundError" }),
    // B previewing with A's client: not found
    "User.contractPreview": (s) => ({ query: `query($c: ID!) { viewer { contractPreview(input: { content: "{client_name}", clientId: $c }) { text } } }`,
      variables: { c: s.gids.contractClient } }),
    "Mutation.resendContract": (s) => ({ query: `mutation($id: ID!) { resendContract(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.contract }, expectTypename: "NotFoundError" }),
    "Mutation.createContractVersion": (s) => ({ query: `mutation($id: ID!) { createContractVersion(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.contract }, expectTypename: "NotFoundError" }),
    "Mutation.verifyContract": (s) => ({ query: `mutation($id: ID!) { verifyContract(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.contract }, expectTypename: "NotFoundError" }),
    "Mutation.deleteContract": (s) => ({ query: `mutation($id: ID!) { deleteContract(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.contract }, expectTypename: "NotFoundError" }),
    "Mutation.createContractTemplate": () => ({ query: `mutation { createContractTemplate(input: { name: "B's", content: "x" }) { __typename } }`,
      expectTypename: "CreateContractTemplatePayload" }),
    "Mutation.updateContractTemplate": (s) => ({ query: `mutation($id: ID!) { updateContractTemplate(input: { id: $id, name: "hijacked" }) { __typename } }`,
      variables: { id: s.gids.template }, expectTypename: "NotFoundError" }),
    "Mutation.deleteContractTemplate": (s) => ({ query: `mutation($id: ID!) { deleteContractTemplate(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.template }, expectTypename: "NotFoundError" }),
  },
  nodes: { Contract: (s) => s.gids.contract, ContractTemplate: (s) => s.gids.template },
};
