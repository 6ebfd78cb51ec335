import { acceptFiles, putObject } from "../upload";

class SilentXHR {
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

const file = (name: string, size: number) => {
  const f = new File(["x"], name);
  Object.defineProperty(f, "size", { value: size });
  return f;
};

describe("acceptFiles", () => {
  it("holds at most 5 files in all and refuses those over 52428800 bytes", () => {
    const result = acceptFiles(3, [file("a", 1), file("big", 52_428_801), file("b", 52_428_800), file("c", 1)]);
    expect(result.accepted.map((f) => f.name)).toEqual(["a", "b"]);
    expect(result.tooLarge).toEqual(["big"]);
    expect(result.tooMany).toEqual(["c"]);
  });
});

describe("putObject", () => {
  const realXHR = window.XMLHttpRequest;
  afterEach(() => {
    window.XMLHttpRequest = realXHR;
  });

  it("gives up with 'Request has expired' when no byte moves for the stall timeout", async () => {
    window.XMLHttpRequest = SilentXHR as unknown as typeof XMLHttpRequest;
    const upload = putObject("/api/objects/token", file("a.txt", 10), () => undefined, 20);
    await expect(upload.done).rejects.toThrow("Request has expired");
  });
});
