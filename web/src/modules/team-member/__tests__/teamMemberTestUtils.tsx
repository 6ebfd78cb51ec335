import { act, screen, waitFor } from "@testing-library/react";
import type { OperationDescriptor } from "relay-runtime";
import type { MockEnvironment } from "../../../../test/render";
import { pendingOperation, resetToasts } from "../../../../test/relay";
import { renderSignedIn } from "../../../../test/shell";

export interface MemberFixture {
  id: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  role?: string | null;
  department?: string | null;
  hourlyRate?: string | null;
  bio?: string | null;
  skills?: string[];
  status?: string;
  /** the version the edit form sends back (unchangedSince) */
  updatedAt?: string;
}

export function member(id: string, name: string, fields: Partial<MemberFixture> = {}): Required<MemberFixture> {
  return {
    id,
    name,
    email: null,
    phone: null,
    role: null,
    department: null,
    hourlyRate: null,
    bio: null,
    skills: [],
    status: "active",
    updatedAt: "2026-11-20T09:30:00.000Z",
    ...fields,
  } as Required<MemberFixture>;
}

// the toaster is a module-level store that shows one toast at a time: start every test without any
beforeEach(resetToasts);

export { pendingOperation } from "../../../../test/relay";

/** Answers a pending operation with raw data. */
export function respond(environment: MockEnvironment, op: OperationDescriptor, data: Record<string, unknown>) {
  act(() => environment.mock.resolve(op, { data }));
}

/** Fails a pending operation (a network error). */
export function fail(environment: MockEnvironment, op: OperationDescriptor, error = new Error("500: boom")) {
  act(() => environment.mock.reject(op, error));
}

/**
 * Renders the signed-in app at /team-members: the shell's query is answered; the page's query is answered with
 * `members` unless `members` is undefined (then it stays pending: the loading state).
 */
export async function renderTeamMembers(members?: MemberFixture[]) {
  const result = await renderSignedIn("/team-members");
  const { environment } = result;
  const pageQuery = await pendingOperation(environment, "TeamMembersPageQuery");
  if (members) {
    respond(environment, pageQuery, {
      viewer: {
        id: "VXNlcjox",
        teamMembers: {
          totalCount: members.length,
          edges: members.map((m, i) => ({ cursor: `c${i}`, node: { __typename: "TeamMember", ...member(m.id, m.name, m) } })),
          pageInfo: { endCursor: null, hasNextPage: false, hasPreviousPage: false, startCursor: null },
        },
      },
    });
    await waitFor(() => expect(screen.queryByTestId("team-member-skeleton")).not.toBeInTheDocument());
  }
  return { ...result, pageQuery };
}
