import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import { createMailer, MailNotConfiguredError } from "../infra/mail";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-config-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe("configuration", () => {
  it("needs nothing: local disk, no mail server, no proxy", () => {
    const c = load({});
    expect(c).toMatchObject({ smtp: null, s3: null, trustProxy: false, publicUrl: "http://localhost:3000" });
  });

  it("reads TRUST_PROXY as 1 or 0 and refuses anything else", () => {
    expect(load({ TRUST_PROXY: "1" }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(() => load({ TRUST_PROXY: "yes please" })).toThrow(new ConfigError('TRUST_PROXY must be 1 or 0 (got "yes please")'));
  });

  it("reads SMTP_URL with a sender defaulting to the public host", () => {
    expect(load({ SMTP_URL: "smtp://mail:1025", PUBLIC_URL: "https://localhost:8443" }).smtp)
      .toEqual({ url: "smtp://mail:1025", from: "Clientfolio <no-reply@localhost>" });
    expect(load({ SMTP_URL: "smtps://u:p@mail.example.com", SMTP_FROM: "Studio <hello@studio.example>" }).smtp?.from).toBe("Studio <hello@studio.example>");
    expect(() => load({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL must use smtp: or smtps:/);
    expect(() => load({ SMTP_URL: "smtp://mail", SMTP_FROM: "not an address" })).toThrow(/SMTP_FROM must be an e-mail address/);
  });

  it("reads S3_* all together, names what is missing, and defaults the browser URL and region", () => {
    const s3 = load({ S3_ENDPOINT: "http://127.0.0.1:9001/", S3_BUCKET: "clientfolio", S3_ACCESS_KEY: "k", S3_SECRET_KEY: "s" }).s3;
    expect(s3).toEqual({ endpoint: "http://127.0.0.1:9001", publicUrl: "http://127.0.0.1:9001", bucket: "clientfolio", accessKey: "k", secretKey: "s", region: "us-east-1" });
    expect(load({ S3_ENDPOINT: "http://127.0.0.1:9001", S3_PUBLIC_URL: "https://127.0.0.1:9000", S3_BUCKET: "b-1", S3_ACCESS_KEY: "k", S3_SECRET_KEY: "s", S3_REGION: "eu-west-1" }).s3)
      .toMatchObject({ publicUrl: "https://127.0.0.1:9000", region: "eu-west-1" });
    expect(() => load({ S3_ENDPOINT: "http://127.0.0.1:9001", S3_BUCKET: "files" })).toThrow(new ConfigError("S3_ACCESS_KEY is required when S3_ENDPOINT is set"));
    expect(() => load({ S3_ENDPOINT: "http://127.0.0.1:9001", S3_BUCKET: "Not_A_Bucket", S3_ACCESS_KEY: "k", S3_SECRET_KEY: "s" })).toThrow(/S3_BUCKET is not a valid bucket name/);
  });
});

describe("mail without a mail server", () => {
  it("fails every send with the reason the user can act on", async () => {
    const mailer = createMailer(load({}));
    expect(mailer.configured).toBe(false);
    const send = mailer.send({ to: "a@example.com", subject: "Hi", text: "Hello", messageId: "<1@example.com>" });
    await expect(send).rejects.toBeInstanceOf(MailNotConfiguredError);
    await expect(send).rejects.toThrow("E-mail delivery is not configured (set SMTP_URL)");
  });
});

describe("OAuth apps", () => {
  it("reads each platform's OAuth app (both halves or neither, a half naming the missing one), Microsoft's tenant common by default", () => {
    expect(load({}).oauthApps).toEqual({ google: null, microsoft: null, zoom: null });
    const c = load({ GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "gs", MS_CLIENT_ID: "m", MS_CLIENT_SECRET: "ms", ZOOM_CLIENT_ID: "z", ZOOM_CLIENT_SECRET: "zs" }).oauthApps;
    expect(c.google).toEqual({ clientId: "g", clientSecret: "gs", authorizeUrl: "https://accounts.google.com", tokenUrl: "https://oauth2.googleapis.com", apiUrl: "https://www.googleapis.com/calendar/v3" });
    expect(c.microsoft).toEqual({ clientId: "m", clientSecret: "ms", tenantId: "common", loginUrl: "https://login.microsoftonline.com", graphUrl: "https://graph.microsoft.com/v1.0" });
    expect(c.zoom).toEqual({ clientId: "z", clientSecret: "zs", oauthUrl: "https://zoom.us", apiUrl: "https://api.zoom.us/v2" });
    expect(load({ MS_CLIENT_ID: "m", MS_CLIENT_SECRET: "ms", MS_TENANT_ID: "contoso.onmicrosoft.com", MS_LOGIN_URL: "http://127.0.0.1:9/" }).oauthApps.microsoft)
      .toMatchObject({ tenantId: "contoso.onmicrosoft.com", loginUrl: "http://127.0.0.1:9" });
    expect(() => load({ GOOGLE_CLIENT_ID: "g" })).toThrow(new ConfigError("Google needs GOOGLE_CLIENT_SECRET as well"));
    expect(() => load({ ZOOM_CLIENT_SECRET: "zs" })).toThrow(new ConfigError("Zoom needs ZOOM_CLIENT_ID as well"));
    expect(() => load({ MS_CLIENT_ID: "m" })).toThrow(new ConfigError("Microsoft needs MS_CLIENT_SECRET as well"));
    expect(() => load({ GOOGLE_OAUTH_URL: "ftp://x" })).toThrow(/GOOGLE_OAUTH_URL must use http: or https:/);
    expect(() => load({ MS_TENANT_ID: "not a tenant/" })).toThrow(/MS_TENANT_ID must be a tenant id/);
  });
});
