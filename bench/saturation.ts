import autocannon from "autocannon";
import type { BenchContext } from "./operations";
import { BROWSER_HEADERS } from "./load";

export interface Saturation {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  errors: number;
}

const CLIENTS_PAGE = `{ viewer { clients(first: 50) { totalCount edges { cursor node { id name company status email phone website linkedinUrl
  twitterUsername facebookUsername instagramUsername tiktokUsername youtubeChannel } } } } }`;

/**
 * Throughput at saturation: autocannon with 20 connections on the clients page for `seconds`, each request as the
 * next tenant (as the browser sends it, compressed answers accepted). A non-2xx answer is an error; the GraphQL
 * answer is checked for `errors` on a sample (the counted answers are not decompressed, as autocannon reads them).
 */
export async function saturateClientsPage(ctx: BenchContext, seconds: number): Promise<Saturation> {
  let next = 0;
  const body = JSON.stringify({ query: CLIENTS_PAGE });
  let errors = 0;
  const result = await autocannon({
    url: `${ctx.base}/graphql`,
    connections: 20,
    duration: seconds,
    requests: [{
      method: "POST",
      setupRequest: (req) => ({
        ...req,
        headers: { ...BROWSER_HEADERS, "content-type": "application/json", cookie: ctx.tenants[next++ % ctx.tenants.length].cookie },
        body,
      }),
      onResponse: (status, resBody, _context, headers) => {
        // identity answers (small ones) can be read here; compressed ones were checked by the fixed-rate rows
        if (status >= 300 || (!headers?.["content-encoding"] && resBody.includes('"errors"'))) errors++;
      },
    }],
  });
  return {
    name: "saturation: GraphQL clients page (50), 20 connections",
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    errors: errors + result.errors + result.non2xx,
  };
}
