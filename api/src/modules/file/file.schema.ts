import { builder } from "../../graphql/builder";
import { mutationResult } from "../../graphql/errors";
import { recordPayload } from "../../graphql/payloads";
import { deleteRecordMutation, ownedNode, UNCHANGED_SINCE_DESCRIPTION, viewerConnection } from "../../graphql/records";
import { serviceInput } from "../../graphql/util";
import { ClientRef } from "../client";
import { ProjectRef } from "../project";
import { deleteFile, fileUrls, storageUsedBytes, updateFile } from "./file.service";
import { definePageModel } from "../../db/pages";

// the page reader's model of this module's records (db/pages.ts)
definePageModel("File", { table: "files", computed: { previewUrl: ["id"], downloadUrl: ["id"], thumbnailUrl: ["id", "mimeType"] } });

export const FileRef = builder.prismaNode("File", {
  ...ownedNode,
  fields: (t) => ({
    name: t.exposeString("name"),
    originalName: t.exposeString("originalName"),
    size: t.float({ description: "bytes, as stored", resolve: (f) => f.size }),
    mimeType: t.exposeString("mimeType", { description: "the type decided from the uploaded bytes" }),
    description: t.exposeString("description", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    client: t.relation("client", { nullable: true }),
    project: t.relation("project", { nullable: true }),
    previewUrl: t.string({ description: "same origin; in S3 mode it redirects to a presigned URL", resolve: (f) => fileUrls(f).previewUrl }),
    downloadUrl: t.string({ description: "an attachment with the file's name", resolve: (f) => fileUrls(f).downloadUrl }),
    thumbnailUrl: t.string({ nullable: true, description: "a WebP thumbnail for images the thumbnailer reads, else null", resolve: (f) => fileUrls(f).thumbnailUrl }),
  }),
});

viewerConnection("files", "File", "The viewer's files, newest first.");

builder.prismaObjectField("User", "storageUsedBytes", (t) =>
  t.float({ description: "the sum of the viewer's file sizes, in bytes", resolve: (_user, _args, ctx) => storageUsedBytes(ctx) }),
);

builder.prismaObjectField("User", "storageQuotaBytes", (t) =>
  t.float({ description: "the bytes the viewer's files may take in all (QUOTA_STORAGE_BYTES)", resolve: (_user, _args, ctx) => ctx.config.quotas.storageBytes }),
);

/**
 * Edit Details: fields left out keep their value; clientId and projectId are global ids, null clears the link;
 * `unchangedSince`, the version the editor read.
 */
const UpdateFileInput = builder.inputType("UpdateFileInput", {
  fields: (t) => ({
    id: t.globalID({ required: true, for: FileRef }),
    unchangedSince: t.field({ type: "DateTime", description: UNCHANGED_SINCE_DESCRIPTION }),
    name: t.string(), description: t.string(),
    clientId: t.globalID({ for: ClientRef }), projectId: t.globalID({ for: ProjectRef }),
  }),
});

const UpdateFilePayload = recordPayload("UpdateFilePayload", "file", FileRef);

builder.mutationField("updateFile", (t) =>
  t.field({
    type: UpdateFilePayload,
    args: { input: t.arg({ type: UpdateFileInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input: { id, unchangedSince, ...fields } }, ctx) =>
      ({ file: await updateFile(ctx, id.id, serviceInput(fields, ["clientId", "projectId"]), unchangedSince ?? undefined) }),
  }),
);

/** Deletes the record and its stored object (and thumbnail). */
deleteRecordMutation("File", FileRef, deleteFile);
