import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** A real S3 server (s3rver) on a free loopback port, its objects in a temporary folder. */
export async function startS3(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    env: { S3_ENDPOINT: url, S3_PUBLIC_URL: url, S3_BUCKET: "clientfolio-test", S3_ACCESS_KEY: "S3RVER", S3_SECRET_KEY: "S3RVER", S3_REGION: "us-east-1" },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
