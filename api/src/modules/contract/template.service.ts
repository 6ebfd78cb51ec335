import { Prisma, type ContractTemplate } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { findOwnedOrThrow } from "../../tenancy";
import { contractTemplateSchema, CONTRACT_TEMPLATE_FIELDS, variablesOf } from "@common/contract";
import { validateInput } from "../../validation";
import { updateUnchanged } from "../../versions";
import { deleteRecorded, insertRecorded, mergeStored, NEWEST_FIRST, publishWritten, updateRecorded } from "../../db/recorded";

/*
 * Contract and proposal templates. Their `variables` are the server's: the unique names in braces of the content,
 * derived at every write (a client's list is ignored). One default per type: making a template the default makes
 * the type's other templates not, in the same statement.
 */

const LABEL = "Template";
const ENTITY = "contract_template" as const;

export function listTemplates(ctx: ServiceContext): Promise<ContractTemplate[]> {
  return ctx.prisma.contractTemplate.findMany({ where: { userId: ctx.viewer.id }, orderBy: NEWEST_FIRST });
}

/** The other templates of the type stop being the default (a CTE of the write's statement). */
const onlyDefault = (userId: string, type: string) =>
  Prisma.sql`UPDATE contract_templates SET "isDefault" = false WHERE "userId" = ${userId}::uuid AND type = ${type} AND "isDefault" AND id <> (SELECT id FROM r)`;

export async function createTemplate(ctx: ServiceContext, input: unknown): Promise<ContractTemplate> {
  const data = validateInput(contractTemplateSchema, input);
  const template = await insertRecorded<ContractTemplate>(ctx.prisma, "contract_templates", ctx, {
    values: { ...data, variables: Prisma.sql`${variablesOf(data.content)}::text[]` },
    activity: { entityType: ENTITY, action: "created", title: `New template: ${data.name}` },
    also: data.isDefault ? [onlyDefault(ctx.viewer.id, data.type)] : [],
  });
  publishWritten(ctx, template, LABEL);
  return template;
}

export async function updateTemplate(ctx: ServiceContext, id: string, input: unknown, read?: Date): Promise<ContractTemplate> {
  const stored = await findOwnedOrThrow(ctx, LABEL, id, (where) => ctx.prisma.contractTemplate.findFirst({ where }));
  const data = validateInput(contractTemplateSchema, mergeStored(stored, CONTRACT_TEMPLATE_FIELDS, input));
  const template = await updateUnchanged(ctx, { label: LABEL, table: "contract_templates", stored, read }, (unchangedSince) =>
    updateRecorded<ContractTemplate>(ctx.prisma, "contract_templates", ctx, stored.id, {
      values: { ...data, variables: Prisma.sql`${variablesOf(data.content)}::text[]` },
      activity: { entityType: ENTITY, action: "updated", title: `Template updated: ${data.name}` },
      unchangedSince,
      also: data.isDefault ? [onlyDefault(ctx.viewer.id, data.type)] : [],
    }));
  return publishWritten(ctx, template, LABEL);
}

/** Deletes a template; the documents made from it keep their text (their templateId becomes empty). */
export async function deleteTemplate(ctx: ServiceContext, id: string): Promise<ContractTemplate> {
  const template = await deleteRecorded<ContractTemplate>(ctx.prisma, "contract_templates", ctx, id,
    { entityType: ENTITY, action: "deleted", title: Prisma.sql`'Template deleted: ' || r.name` });
  return publishWritten(ctx, template, LABEL);
}

export function toTemplateJson(t: ContractTemplate) {
  return { ...t, defaultRate: t.defaultRate?.toFixed(2) ?? null, createdAt: t.createdAt.toISOString(), updatedAt: t.updatedAt.toISOString() };
}
