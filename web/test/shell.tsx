import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { act, screen, waitFor } from "@testing-library/react";
import { signedInRoutes } from "../src/router";
import { appRoutes } from "../src/routes";

/** The route table with every module page replaced by ComingSoonPage: the shell alone, without module queries. */
export const shellOnlyRoutes = appRoutes.map((r) => ({ ...r, page: undefined }));
import { renderRoutes } from "./render";

export interface ViewerFixture {
  companyName?: string | null;
  brandLogo?: string | null;
  brandColor?: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
  profileImageUrl?: string | null;
  counts?: Partial<{ clients: number; activeProjects: number; overdueTasks: number; unreadMessages: number }>;
}

/** Renders the signed-in router at `path`, answering AppShellQuery with the given viewer. */
export async function renderShell(path: string, viewer: ViewerFixture = {}) {
  const environment = createMockEnvironment();
  const resolvers = {
      User: () => ({
        id: "VXNlcjox",
        companyName: "companyName" in viewer ? viewer.companyName : "Acme Studio",
        brandLogo: "brandLogo" in viewer ? viewer.brandLogo : null,
        brandColor: viewer.brandColor ?? "#3b82f6",
        firstName: "firstName" in viewer ? viewer.firstName : "Ada",
        lastName: "lastName" in viewer ? viewer.lastName : "Lovelace",
        email: viewer.email ?? "ada@example.com",
        profileImageUrl: "profileImageUrl" in viewer ? viewer.profileImageUrl : null,
      }),
      SidebarCounts: () => ({ clients: 0, activeProjects: 0, overdueTasks: 0, unreadMessages: 0, ...viewer.counts }),
  };
  const result = renderRoutes(signedInRoutes(environment, shellOnlyRoutes), { environment, path });
  // the shell loader starts AppShellQuery (loadQuery); answer it
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
  });
  await screen.findByTestId("sidebar");
  return { ...result, environment };
}
