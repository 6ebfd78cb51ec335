import { builder } from "../../graphql/builder";
import { serviceContext } from "../../context";
import { UPCOMING_TASKS_COUNT } from "@common/dashboard";
import { listUpcomingTasks } from "./dashboard.service";
import { asUserInputError } from "./dashboard.schema";

builder.prismaObjectField("User", "upcomingTasks", (t) =>
  t.prismaField({
    type: ["Task"],
    description: "Open tasks (neither completed nor cancelled), nearest due first, undated last; first is 1 to 20.",
    args: { first: t.arg.int({ defaultValue: UPCOMING_TASKS_COUNT }) },
    resolve: (query, _user, { first }, ctx) =>
      asUserInputError(() => listUpcomingTasks(serviceContext(ctx), first ?? UPCOMING_TASKS_COUNT, query)),
  }),
);

