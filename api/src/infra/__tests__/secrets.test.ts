import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSecretBox, keyId, SecretsError } from "../secrets";
import { ConfigError, loadConfig } from "../../config";

/** Sealed secrets: AES-256-GCM with a nonce per value, bound to its record, naming the key that sealed it. */
const key = () => crypto.randomBytes(32);

describe("sealed secrets", () => {
  it("round trip: what is sealed opens as it was, and each sealing differs (a fresh nonce)", () => {
    const box = createSecretBox({ key: key() });
    const value = { username: "ann", password: "pässwörd-1", token: "x".repeat(2000) };
    const a = box.seal("conn-1", value);
    const b = box.seal("conn-1", value);
    expect(a).not.toBe(b);
    expect(a).not.toContain("pässwörd");
    expect(Buffer.from(a.split(".")[3], "base64url").toString("latin1")).not.toContain("ann");
    expect(box.open("conn-1", a)).toEqual(value);
    expect(box.open("conn-1", b)).toEqual(value);
  });

  it("refuses a value altered anywhere: ciphertext, tag, nonce", () => {
    const box = createSecretBox({ key: key() });
    const sealed = box.seal("conn-1", { password: "secret" });
    const parts = sealed.split(".");
    for (const i of [2, 3, 4]) {
      const bytes = Buffer.from(parts[i], "base64url");
      bytes[0] ^= 1;
      const altered = [...parts];
      altered[i] = bytes.toString("base64url");
      expect(() => box.open("conn-1", altered.join("."))).toThrow(SecretsError);
    }
    expect(() => box.open("conn-1", "not sealed")).toThrow(SecretsError);
  });

  it("refuses a value moved to another record (the associated data)", () => {
    const box = createSecretBox({ key: key() });
    expect(() => box.open("conn-2", box.seal("conn-1", { password: "secret" }))).toThrow(SecretsError);
  });

  it("refuses a value sealed under another key, even one claiming the current key's id", () => {
    const mine = createSecretBox({ key: key() });
    const k = key();
    const theirs = createSecretBox({ key: k });
    const sealed = theirs.seal("conn-1", { password: "secret" });
    expect(() => mine.open("conn-1", sealed)).toThrow(/key this server does not have/);
    const mineId = mine.seal("conn-1", 1).split(".")[1];
    const forged = sealed.split(".");
    forged[1] = mineId;
    expect(() => mine.open("conn-1", forged.join("."))).toThrow(SecretsError);
  });

  it("rotation: the previous key still opens, and what it sealed needs sealing again", () => {
    const old = key();
    const next = key();
    const before = createSecretBox({ key: old }).seal("conn-1", { password: "secret" });
    const after = createSecretBox({ key: next, previousKey: old });
    expect(after.needsReseal(before)).toBe(true);
    expect(after.open("conn-1", before)).toEqual({ password: "secret" });
    const resealed = after.seal("conn-1", after.open("conn-1", before));
    expect(after.needsReseal(resealed)).toBe(false);
    expect(resealed.split(".")[1]).toBe(keyId(next));
    expect(createSecretBox({ key: next }).open("conn-1", resealed)).toEqual({ password: "secret" });
  });
});

describe("ENCRYPTION_KEY", () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), "cf-key-"));

  it("is generated once into DATA_DIR when absent, and kept", () => {
    const d = dir();
    const a = loadConfig({ DATA_DIR: d, SESSION_SECRET: "s".repeat(40) });
    expect(a.encryption.key).toHaveLength(32);
    expect((fs.statSync(path.join(d, "encryption-key")).mode & 0o777).toString(8)).toBe("600");
    expect(loadConfig({ DATA_DIR: d, SESSION_SECRET: "s".repeat(40) }).encryption.key.equals(a.encryption.key)).toBe(true);
  });

  it("is read as hex or base64, 32 bytes; anything else stops the start naming it", () => {
    const k = key();
    const d = dir();
    expect(loadConfig({ DATA_DIR: d, ENCRYPTION_KEY: k.toString("hex") }).encryption.key.equals(k)).toBe(true);
    expect(loadConfig({ DATA_DIR: d, ENCRYPTION_KEY: k.toString("base64"), ENCRYPTION_KEY_PREVIOUS: k.toString("base64url") }).encryption)
      .toEqual({ key: k, previousKey: k });
    expect(() => loadConfig({ DATA_DIR: d, ENCRYPTION_KEY: "short" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: d, ENCRYPTION_KEY: key().toString("base64"), ENCRYPTION_KEY_PREVIOUS: "zz" })).toThrow(/ENCRYPTION_KEY_PREVIOUS/);
  });
});
