import fs from "node:fs";
import path from "node:path";
import { composeProblems, configVariables } from "../compose-check";

const ROOT = path.resolve(__dirname, "../..");

/** a small stack with one mistake of each kind the check knows */
const BROKEN = `
x-env: &env
  DATABASE_URL: postgresql://u:p@db:5432/app
  REDIS_URL: redis://redis:6379
  SESSION_SECRET: \${SESSION_SECRET:-a-secret-of-at-least-thirty-two-characters}
  ENCRYPTION_KEY: \${ENCRYPTION_KEY:-MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=}
  S3_ENDPOINT: http://minio:9000
  S3_BUCKET: files
  S3_ACCESS_KEY: key
  S3_SECRET_KEY: secret
services:
  proxy:
    image: nginx:1.28-alpine
    volumes:
      - ./deploy/nginx.conf:/etc/nginx/nginx.conf:ro
      - ./deploy/missing.conf:/etc/nginx/conf.d/extra.conf:ro
      - cache:/var/cache/nginx
    depends_on: [app, balancer]
  app:
    build: .
    deploy: { replicas: 2 }
    depends_on:
      db: { condition: service_healthy }
    environment:
      <<: *env
      TRUST_PROXY: "1"
      TRUST_PROXIES: "1"
      PORT: eighty
  worker:
    build: .
    environment:
      - DATABASE_URL=postgresql://u:p@other-db:5432/app
      - S3_ENDPOINT=http://minio:9000
      - SMTP_URL=smtp://mail:1025
  redis: {}
  db:
    image: postgres:17
volumes:
  data:
`;

test("a broken compose file: each problem names its service and its variable or path", () => {
  expect(composeProblems(BROKEN, { root: ROOT }).sort()).toEqual([
    'service "app": api/src/config.ts refuses its environment: PORT must be an integer between 0 and 65535 (got "eighty")',
    'service "app": environment variable TRUST_PROXIES is not one the app reads (api/src/config.ts)',
    'service "proxy": depends_on names "balancer", which is not a service',
    'service "proxy": mounted: ./deploy/missing.conf does not exist',
    'service "proxy": volume "cache" is not declared under the top-level volumes',
    'service "redis": has neither image nor build',
    'service "worker": DATABASE_URL differs from service "app"\'s: every process must use the same one',
    'service "worker": ENCRYPTION_KEY is not set, and 3 app processes must share it (without it each process generates its own and cannot open the connections the others sealed)',
    'service "worker": REDIS_URL is not set, and 3 app processes must share it (without it live events and sign-outs stay inside the process that made them)',
    'service "worker": SESSION_SECRET is not set, and 3 app processes must share it (without it each process generates its own and refuses the others\' cookies)',
    'service "worker": api/src/config.ts refuses its environment: S3_BUCKET is required when S3_ENDPOINT is set',
  ]);
});

test("one app process alone needs nothing shared, and a valid environment passes", () => {
  const single = `
services:
  app:
    build: .
    environment:
      WORKERS: "off"
      PUBLIC_URL: \${PUBLIC_URL:-https://localhost:8443}
      LOGIN_RATE_LIMIT: 20
`;
  expect(composeProblems(single, { root: ROOT })).toEqual([]);
});

test("a default that config.ts refuses is reported with the default filled in", () => {
  const text = `
services:
  app:
    build: .
    environment:
      REDIS_URL: \${REDIS_URL:-http://redis:6379}
`;
  expect(composeProblems(text, { root: ROOT })).toEqual([
    'service "app": api/src/config.ts refuses its environment: REDIS_URL must use redis: or rediss: (got "http:")',
  ]);
});

test("YAML that does not parse is reported with its line", () => {
  expect(composeProblems("services:\n  app:\n    build: .\n  app:\n    image: x\n", { root: ROOT })).toEqual(["line 4, column 3: Map keys must be unique"]);
  expect(composeProblems("services:\n  app:\n    build: .\n    environment: [\n", { root: ROOT })[0]).toMatch(/^line \d+, column \d+: Flow sequence/);
});

test("the variables come from config.ts itself", () => {
  const names = configVariables();
  for (const name of ["PORT", "HOST", "TRUST_PROXY", "WORKERS", "NODE_ENV", "DATABASE_URL", "REDIS_URL", "S3_BUCKET", "S3_REGION", "ZOOM_CLIENT_ID"]) {
    expect(names).toContain(name);
  }
  expect(configVariables('const port = int(env, "NEW_PORT", 1, 0, 9); const x = env.OTHER_THING; const y = "lower";')).toEqual(new Set(["NEW_PORT", "OTHER_THING"]));
});

test("the repository's docker-compose.yml passes", () => {
  expect(composeProblems(fs.readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8"), { root: ROOT })).toEqual([]);
});
