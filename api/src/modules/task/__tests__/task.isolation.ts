import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { makeTeamMember } from "../../team-member/__tests__/factory";
import { makeTask } from "./factory";

export const taskIsolation: IsolationSuite = {
  name: "task",
  seed: async (t, a) => {
    const c = await makeClient(t.app, a, { name: "A's task client" });
    const p = await makeProject(t.app, a, { clientId: c.id, name: "A's task project" });
    const m = await makeTeamMember(t.app, a, { name: "A's task assignee" });
    const task = await makeTask(t.app, a, { title: "A's secret task", projectId: p.id, clientId: c.id, assigneeId: m.id, dueDate: "2020-01-01T00:00:00Z" });
    return {
      ids: { task: task.id, taskProject: p.id, taskClient: c.id, taskAssignee: m.id },
      gids: { task: globalId("Task", task.id), taskProject: globalId("Project", p.id), taskClient: globalId("Client", c.id), taskAssignee: globalId("TeamMember", m.id) },
    };
  },
  rest: {
    "GET /api/tasks": () => ({ url: "/api/tasks", expectStatus: 200 }),
    // B cannot link a task to A's project
    "POST /api/tasks": (s) => ({ url: "/api/tasks", body: { title: "B's task", projectId: s.ids.taskProject } }),
    // the checkbox toggle
    "PUT /api/tasks/:id": (s) => ({ url: `/api/tasks/${s.ids.task}`, body: { status: "completed", completedAt: "2030-01-01T00:00:00.000Z" } }),
    "DELETE /api/tasks/:id": (s) => ({ url: `/api/tasks/${s.ids.task}` }),
  },
  graphql: {
    // B cannot assign a task to A's team member (a foreign client is refused the same way: the project, calendar and
    // contract suites cover that link)
    "Mutation.createTask": (s) => ({ query: `mutation($m: ID!) { createTask(input: { title: "B's", assigneeId: $m }) { __typename } }`,
      variables: { m: s.gids.taskAssignee }, expectTypename: "NotFoundError" }),
    "Mutation.updateTask": (s) => ({ query: `mutation($id: ID!) { updateTask(input: { id: $id, title: "hijacked" }) { __typename } }`,
      variables: { id: s.gids.task }, expectTypename: "NotFoundError" }),
    "Mutation.setTaskCompleted": (s) => ({ query: `mutation($id: ID!) { setTaskCompleted(input: { id: $id, completed: true }) { __typename } }`,
      variables: { id: s.gids.task }, expectTypename: "NotFoundError" }),
    "Mutation.deleteTask": (s) => ({ query: `mutation($id: ID!) { deleteTask(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.task }, expectTypename: "NotFoundError" }),
  },
  nodes: { Task: (s) => s.gids.task },
};
