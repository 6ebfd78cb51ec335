import { clientSchema } from "@common/client";
import { recordRoutes } from "../../rest/registry";
import { createClient, deleteClient, listClients, toClientJson, updateClient } from "./client.service";

export const clientRoutes = recordRoutes("/api/clients", {
  list: listClients, create: createClient, update: updateClient, remove: deleteClient, toJson: toClientJson, versioned: true,
  doc: { name: "client", schema: clientSchema },
});
