// The calendar module's settings section (settings.ts: defineSettings): the first day of the calendar's weeks.
import { calendarSettingsSchema } from "@common/calendar";
import { WEEK_STARTS } from "@common/calendar-page";
import { defineSettings } from "../../settings";
import { j } from "../../rest/shape";

defineSettings({
  section: "calendar",
  title: "the calendar settings",
  schema: calendarSettingsSchema,
  shape: j.object({
    weekStart: j.nullable(j.enum(WEEK_STARTS, "The first day of the Week and Month views' weeks; null: the viewer's locale decides")),
  }, "CalendarSettings"),
  read: (user) => ({ weekStart: user.calendarWeekStart }),
  write: (ctx, { weekStart }) => ctx.prisma.user.update({ where: { id: ctx.viewer.id }, data: { calendarWeekStart: weekStart } }),
});
