import { describeVersionedUpdates } from "../../../../test/versions";
import { backgroundDispatches } from "../../../jobs/outbox";
import { makeClient } from "../../client/__tests__/factory";
import { updateContract } from "../contract.service";
import { updateTemplate } from "../template.service";
import { makeContract, makeTemplate } from "./factory";

describeVersionedUpdates({
  entity: "Contract", field: "contract", record: "contract", model: "contract", path: "/api/contracts", text: "title",
  make: async (app, s) => { const c = await makeContract(app, s, (await makeClient(app, s)).id); await backgroundDispatches(); return c; },
  update: (ctx, id, input, read) => updateContract(ctx, id, input, read),
});

describeVersionedUpdates({
  entity: "ContractTemplate", field: "contractTemplate", record: "template", model: "contractTemplate", path: "/api/contract-templates", text: "name",
  make: makeTemplate, update: updateTemplate,
});
