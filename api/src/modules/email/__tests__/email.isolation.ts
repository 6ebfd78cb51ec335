import type { IsolationSuite } from "../../../../test/isolation";

export const emailIsolation: IsolationSuite = {
  name: "email",
  seed: async (t, a) => {
    // A's signature: B's reads never show it, B's writes leave it as it is
    await t.app.resources.prisma.user.update({ where: { id: a.user.id }, data: { emailSignature: "A's own signature" } });
    return { ids: {}, gids: {} };
  },
  rest: {
    // the e-mail settings: B reads and writes its own section; A's row stays as it is
    "GET /api/settings/email": () => ({ url: "/api/settings/email", expectStatus: 200 }),
    "PUT /api/settings/email": () => ({ url: "/api/settings/email", body: { emailSignature: "B" }, expectStatus: 200 }),
  },
  graphql: {},
  nodes: {},
};
