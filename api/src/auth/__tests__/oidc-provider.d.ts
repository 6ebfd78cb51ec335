/**
 * The part of oidc-provider (v9, which ships no type declarations) that oidc.test.ts uses to run a real
 * OpenID Connect provider.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface AccountClaims { sub: string; [claim: string]: unknown }
  export interface Account { accountId: string; claims(use: string, scope: string): AccountClaims | Promise<AccountClaims> }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string };
    session?: { accountId: string };
    grantId?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?(ctx: unknown, sub: string): Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    pkce?: { required?(ctx: unknown, client: unknown): boolean };
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
    interactions?: { url?(ctx: unknown, interaction: Interaction): string | Promise<string> };
    cookies?: { keys?: string[] } & Record<string, unknown>;
    [option: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: { new (props: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
    on(event: string, listener: (...args: any[]) => void): this;
  }
}
