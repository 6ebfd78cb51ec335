import { CLIENT_STATUSES, clientSchema } from "@common/client";
import { recordRoutes } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { createClient, deleteClient, listClients, toClientJson, updateClient } from "./client.service";

const text = () => j.nullable(j.string());

/** A client as REST answers it (toClientJson). */
const clientJson = servedBy(j.object({
  id: j.uuid(), userId: j.uuid(), name: j.string(), email: text(), phone: text(), company: text(), address: text(), notes: text(),
  status: j.enum(CLIENT_STATUSES), website: text(), linkedinUrl: text(), twitterUsername: text(), facebookUsername: text(),
  instagramUsername: text(), tiktokUsername: text(), youtubeChannel: text(),
  excludeFromReminders: j.boolean(), createdAt: j.dateTime(), updatedAt: j.dateTime(),
}, "Client"), toClientJson);

export const clientRoutes = recordRoutes("/api/clients", {
  list: listClients, create: createClient, update: updateClient, remove: deleteClient, toJson: toClientJson, json: clientJson, versioned: true,
  doc: { name: "client", schema: clientSchema, errors: { remove: [409] } },
});
