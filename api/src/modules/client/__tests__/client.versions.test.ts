import { describeVersionedUpdates } from "../../../../test/versions";
import { updateClient } from "../client.service";
import { makeClient } from "./factory";

describeVersionedUpdates({
  entity: "Client", field: "client", record: "client", model: "client", path: "/api/clients", text: "name",
  make: makeClient, update: updateClient,
});
