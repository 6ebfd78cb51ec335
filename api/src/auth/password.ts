import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;
/** The cost every password is hashed with. */
export const SCRYPT_COST = { N: 16384, r: 8, p: 1 } as const;
const MAXMEM = 64 * 1024 * 1024;
const KEYLEN = 64;

/**
 * The cost of a new hash: SCRYPT_COST, except in a jest worker given TEST_SCRYPT_N (the API tests' global setup sets
 * it), where a run's thousand sign-ups would otherwise spend a minute hashing. A stored hash names its own cost, so
 * verification needs no such switch; production never runs with JEST_WORKER_ID.
 */
function cost(): crypto.ScryptOptions {
  const testN = process.env.JEST_WORKER_ID ? Number(process.env.TEST_SCRYPT_N) : NaN;
  return { ...SCRYPT_COST, ...(Number.isInteger(testN) && testN >= 2 ? { N: testN } : {}), maxmem: MAXMEM };
}

/** scrypt$N$r$p$salt$hash (base64url) */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const params = cost();
  const hash = await scrypt(password, salt, KEYLEN, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split("$");
  if (!parts || parts.length !== 6 || parts[0] !== "scrypt") {
    // same work as a real check, so response time does not reveal whether the account exists
    await scrypt(password, crypto.randomBytes(16), KEYLEN, cost());
    return false;
  }
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, { N: Number(N), r: Number(r), p: Number(p), maxmem: MAXMEM });
  return crypto.timingSafeEqual(expected, actual);
}

let commonPasswords: Set<string> | null = null;

/**
 * true for one of the 10,000 most common passwords (common-passwords.txt, read once on first use), in any letter
 * case: "Password123" is as guessable as "password123".
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(fs.readFileSync(path.join(__dirname, "common-passwords.txt"), "utf8").split("\n").filter((l) => l && !l.startsWith("#")));
  return commonPasswords.has(password.toLowerCase());
}
