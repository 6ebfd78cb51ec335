import { changedFields } from "../changedFields";

describe("changedFields", () => {
  it("keeps only the fields whose value changed, comparing lists and nulls by value", () => {
    const opened = { title: "Call", skills: ["a", "b"], dueDate: null as string | null, hours: 3 };
    expect(changedFields({ ...opened, skills: ["a", "b"] }, opened)).toEqual({});
    expect(changedFields({ ...opened, title: "Call back", skills: ["a"], dueDate: "2026-11-21T23:59:59.999Z", hours: 3 }, opened))
      .toEqual({ title: "Call back", skills: ["a"], dueDate: "2026-11-21T23:59:59.999Z" });
    // clearing a field is a change
    expect(changedFields({ ...opened, hours: null as unknown as number }, opened)).toEqual({ hours: null });
  });
});
