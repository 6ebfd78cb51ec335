import * as oidc from "openid-client";
import type { Config } from "../config";
import { readCookie, sign, verifySigned } from "./session";

/** OpenID Connect sign-in: authorization code flow with PKCE, state and nonce. */
export interface OidcFlow {
  issuer: string;
  start(returnTo: string): Promise<{ redirectTo: string; cookie: string }>;
  finish(callbackUrl: URL, cookieHeader: string | undefined): Promise<{ claims: oidc.IDToken & Record<string, unknown>; returnTo: string }>;
  clearCookie: string;
}

const FLOW_COOKIE = "oidc_flow";

export async function createOidcFlow(config: Config): Promise<OidcFlow> {
  const o = config.oidc!;
  const issuerUrl = new URL(o.issuerUrl);
  const allowHttp = issuerUrl.protocol === "http:";
  const server = await oidc.discovery(issuerUrl, o.clientId, o.clientSecret ?? undefined, o.clientSecret ? undefined : oidc.None(),
    allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined);
  const redirectUri = `${config.publicUrl}/api/callback`;
  const secure = config.secureCookies ? "; Secure" : "";
  const cookie = (value: string, maxAge: number) => `${FLOW_COOKIE}=${encodeURIComponent(value)}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;

  return {
    issuer: server.serverMetadata().issuer,
    clearCookie: cookie("", 0),
    async start(returnTo) {
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri, scope: o.scopes, state, nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: "S256",
      });
      const payload = Buffer.from(JSON.stringify({ verifier, state, nonce, returnTo, exp: Date.now() + 600_000 })).toString("base64url");
      return { redirectTo: url.href, cookie: cookie(`${payload}.${sign(payload, config.sessionSecret)}`, 600) };
    },
    async finish(callbackUrl, cookieHeader) {
      const raw = readCookie(cookieHeader, FLOW_COOKIE);
      const dot = raw?.lastIndexOf(".") ?? -1;
      if (!raw || dot <= 0 || !verifySigned(raw.slice(0, dot), raw.slice(dot + 1), config.sessionSecret)) throw new Error("The sign-in attempt expired; please try again.");
      const flow = JSON.parse(Buffer.from(raw.slice(0, dot), "base64url").toString()) as { verifier: string; state: string; nonce: string; returnTo: string; exp: number };
      if (flow.exp < Date.now()) throw new Error("The sign-in attempt expired; please try again.");
      const tokens = await oidc.authorizationCodeGrant(server, callbackUrl, {
        pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true,
      });
      let claims = tokens.claims()! as oidc.IDToken & Record<string, unknown>;
      if (!claims.email) {
        const info = await oidc.fetchUserInfo(server, tokens.access_token, claims.sub);
        claims = { ...claims, ...info };
      }
      return { claims, returnTo: flow.returnTo };
    },
  };
}
