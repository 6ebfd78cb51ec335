import { SCRYPT_COST, hashPassword, verifyPassword } from "../password";

describe("password hashing", () => {
  const testN = process.env.TEST_SCRYPT_N;
  afterEach(() => {
    if (testN === undefined) delete process.env.TEST_SCRYPT_N;
    else process.env.TEST_SCRYPT_N = testN;
  });

  it("hashes with the production cost (N 16384, r 8, p 1) outside the tests' cheap setting", async () => {
    delete process.env.TEST_SCRYPT_N;
    expect(SCRYPT_COST).toEqual({ N: 16384, r: 8, p: 1 });
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery!", stored)).toBe(false);
  });

  it("takes the tests' cost only in a jest worker, and verifies any stored cost", async () => {
    process.env.TEST_SCRYPT_N = "1024";
    const cheap = await hashPassword("correct horse battery");
    expect(cheap.startsWith("scrypt$1024$8$1$")).toBe(true);
    const worker = process.env.JEST_WORKER_ID;
    delete process.env.JEST_WORKER_ID;
    try {
      expect((await hashPassword("correct horse battery")).startsWith("scrypt$16384$8$1$")).toBe(true);
      // a hash names its own cost: one made cheaply still verifies
      expect(await verifyPassword("correct horse battery", cheap)).toBe(true);
    } finally {
      process.env.JEST_WORKER_ID = worker;
    }
  });

  it("answers false for an account without a password hash", async () => {
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(await verifyPassword("anything", "bcrypt$x")).toBe(false);
  });
});
