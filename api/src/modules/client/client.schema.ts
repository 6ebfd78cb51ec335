import { builder } from "../../graphql/builder";
import { ownedNode, recordMutations, viewerConnection } from "../../graphql/records";
import { CLIENT_STATUSES } from "@common/client";
import { createClient, deleteClient, updateClient } from "./client.service";
import { definePageModel } from "../../db/pages";

const ClientStatus = builder.enumType("ClientStatus", { values: CLIENT_STATUSES });

// the page reader's model of this module's records (db/pages.ts)
definePageModel("Client", { table: "clients" });

export const ClientRef = builder.prismaNode("Client", {
  ...ownedNode,
  fields: (t) => ({
    name: t.exposeString("name"),
    email: t.exposeString("email", { nullable: true }),
    phone: t.exposeString("phone", { nullable: true }),
    company: t.exposeString("company", { nullable: true }),
    address: t.exposeString("address", { nullable: true }),
    notes: t.exposeString("notes", { nullable: true }),
    status: t.field({ type: ClientStatus, resolve: (r) => r.status as typeof ClientStatus.$inferType }),
    website: t.exposeString("website", { nullable: true }),
    linkedinUrl: t.exposeString("linkedinUrl", { nullable: true }),
    twitterUsername: t.exposeString("twitterUsername", { nullable: true }),
    facebookUsername: t.exposeString("facebookUsername", { nullable: true }),
    instagramUsername: t.exposeString("instagramUsername", { nullable: true }),
    tiktokUsername: t.exposeString("tiktokUsername", { nullable: true }),
    youtubeChannel: t.exposeString("youtubeChannel", { nullable: true }),
    excludeFromReminders: t.exposeBoolean("excludeFromReminders", { description: "No payment reminders for this client's invoices." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

viewerConnection("clients", "Client");

/** Every client field as optional input: the service validates and answers with the form's messages. */
const clientFields = (t: any) => ({
  name: t.string(), email: t.string(), phone: t.string(), company: t.string(), address: t.string(), notes: t.string(),
  status: t.string(), website: t.string(), linkedinUrl: t.string(), twitterUsername: t.string(), facebookUsername: t.string(),
  instagramUsername: t.string(), tiktokUsername: t.string(), youtubeChannel: t.string(), excludeFromReminders: t.boolean(),
});

recordMutations("Client", ClientRef, {
  field: "client", fields: clientFields, versioned: true, create: createClient, update: updateClient, remove: deleteClient,
});
