// GraphQL types, queries, mutations and subscriptions of every module: one line per module.
import "./user/user.schema";
import "./client/client.schema";
import "./project/project.schema";
import "./task/task.schema";
import "./team-member/team-member.schema";
import "./activity/activity.schema";
import "./dashboard/dashboard.schema";
