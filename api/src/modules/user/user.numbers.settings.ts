// The user module's number settings section (settings.ts: defineSettings): how the workspace types and reads numbers
// in its forms (the thousands separator and the decimal mark); the API itself stays canonical (a dot, no grouping).
import { NUMBER_FORMATS, numberSettingsSchema } from "@common/number-format";
import { defineSettings } from "../../settings";
import { j } from "../../rest/shape";

defineSettings({
  section: "numbers",
  title: "the number settings",
  schema: numberSettingsSchema,
  shape: j.object({
    format: j.enum(NUMBER_FORMATS, "How money and number fields are typed and shown (auto: the viewer's locale decides); the API always takes and answers a dot for decimals and no grouping"),
  }, "NumberSettings"),
  read: (user) => ({ format: user.numberFormat as (typeof NUMBER_FORMATS)[number] }),
  write: (ctx, { format }) => ctx.prisma.user.update({ where: { id: ctx.viewer.id }, data: { numberFormat: format } }),
});
