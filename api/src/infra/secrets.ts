import crypto from "node:crypto";

/*
 * Sealed secrets: what a workspace's connections hold (passwords, OAuth tokens, API keys) is stored encrypted with
 * AES-256-GCM under the configuration's key (ENCRYPTION_KEY, or the one generated into DATA_DIR). Each value gets a
 * random 96-bit nonce, and is bound to what it belongs to (the associated data: a connection's id), so a sealed value
 * copied onto another row does not open. A sealed value names the key that sealed it (the first 8 hex digits of the
 * key's SHA-256): after a rotation the previous key (ENCRYPTION_KEY_PREVIOUS) still opens what it sealed, and
 * `needsReseal` tells what `npm run secrets:rotate` must seal again under the current key.
 *
 * Format: `v1.<key id>.<nonce>.<ciphertext>.<tag>`, base64url parts. The value sealed is JSON.
 */

export interface SecretBox {
  /** seals a JSON value, bound to `boundTo` (e.g. the connection's id) */
  seal(boundTo: string, value: unknown): string;
  /** opens a sealed value bound to `boundTo`; throws SecretsError when tampered with, bound elsewhere or under an unknown key */
  open<T = unknown>(boundTo: string, sealed: string): T;
  /** was it sealed under another key than the current one? */
  needsReseal(sealed: string): boolean;
}

export class SecretsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretsError";
  }
}

const VERSION = "v1";

/** The key's id stored with each value: not the key, and not enough of its hash to say anything about it. */
export const keyId = (key: Buffer) => crypto.createHash("sha256").update(key).digest("hex").slice(0, 8);

export function createSecretBox(keys: { key: Buffer; previousKey?: Buffer | null }): SecretBox {
  if (keys.key.length !== 32) throw new SecretsError("The encryption key must be 32 bytes");
  const current = { id: keyId(keys.key), key: keys.key };
  const byId = new Map([[current.id, current.key]]);
  if (keys.previousKey) byId.set(keyId(keys.previousKey), keys.previousKey);

  return {
    seal(boundTo, value) {
      const nonce = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv("aes-256-gcm", current.key, nonce);
      cipher.setAAD(Buffer.from(boundTo, "utf8"));
      const data = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
      return [VERSION, current.id, nonce.toString("base64url"), data.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
    },
    open<T>(boundTo: string, sealed: string): T {
      const parts = sealed.split(".");
      if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretsError("Not a sealed value");
      const key = byId.get(parts[1]);
      if (!key) throw new SecretsError("Sealed under a key this server does not have (set ENCRYPTION_KEY_PREVIOUS to the key before the rotation)");
      const nonce = Buffer.from(parts[2], "base64url");
      const tag = Buffer.from(parts[4], "base64url");
      if (nonce.length !== 12 || tag.length !== 16) throw new SecretsError("Not a sealed value");
      try {
        const decipher = crypto.createDecipheriv("aes-256-gcm", key, nonce);
        decipher.setAAD(Buffer.from(boundTo, "utf8"));
        decipher.setAuthTag(tag);
        const plain = Buffer.concat([decipher.update(Buffer.from(parts[3], "base64url")), decipher.final()]);
        return JSON.parse(plain.toString("utf8")) as T;
      } catch {
        throw new SecretsError("The sealed value does not open: altered, bound to another record, or sealed under another key");
      }
    },
    needsReseal(sealed) {
      return sealed.split(".")[1] !== current.id;
    },
  };
}

/** One box per configuration (the key is read once). */
const boxes = new WeakMap<object, SecretBox>();
export function secretBoxOf(config: { encryption: { key: Buffer; previousKey: Buffer | null } }): SecretBox {
  let box = boxes.get(config.encryption);
  if (!box) boxes.set(config.encryption, box = createSecretBox(config.encryption));
  return box;
}
