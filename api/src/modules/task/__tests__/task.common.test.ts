/** The shared helpers of common/task.ts that the screens use (no database). */
import { validateWith } from "@common/validation";
import { emptyTaskForm, isTaskOverdue, taskDueLabel, taskFormValues, taskPayload, taskSchema, taskTogglePayload } from "@common/task";

const now = new Date("2025-06-15T12:00:00Z");
const uuid = "6f1c2b1e-4c1a-4b8e-9a57-2f8f0b0c9d11";

describe("common/task", () => {
  it("is overdue when open and its due day is before today in the workspace's zone", () => {
    // 12:00 UTC on 15 June: still the 15th in New York and Tokyo, already the 16th in Kiritimati (UTC+14)
    expect(isTaskOverdue({ status: "pending", dueDate: "2025-06-14" }, now)).toBe(true);
    expect(isTaskOverdue({ status: "in_progress", dueDate: new Date("2025-06-14T00:00:00Z") }, now)).toBe(true);
    // due today is not overdue before the day is over
    expect(isTaskOverdue({ status: "pending", dueDate: "2025-06-15" }, now, "America/New_York")).toBe(false);
    expect(isTaskOverdue({ status: "pending", dueDate: "2025-06-15" }, now, "Pacific/Kiritimati")).toBe(true);
    expect(isTaskOverdue({ status: "pending", dueDate: "2025-06-14" }, new Date("2025-06-15T03:00:00Z"), "America/New_York")).toBe(false);
    expect(isTaskOverdue({ status: "completed", dueDate: "2025-06-01" }, now)).toBe(false);
    // a cancelled task is closed too: never overdue
    expect(isTaskOverdue({ status: "cancelled", dueDate: "2025-06-01" }, now)).toBe(false);
    expect(isTaskOverdue({ status: "pending", dueDate: "2025-06-16" }, now)).toBe(false);
    expect(isTaskOverdue({ status: "pending", dueDate: null }, now)).toBe(false);
  });

  it("labels 'Completed', 'Overdue' or 'Due {date}' (the day as picked, in any zone)", () => {
    expect(taskDueLabel({ status: "completed", dueDate: "2025-06-01" }, now)).toBe("Completed");
    expect(taskDueLabel({ status: "pending", dueDate: "2025-06-01" }, now)).toBe("Overdue");
    expect(taskDueLabel({ status: "pending", dueDate: "2025-06-20" }, now, "America/Los_Angeles")).toBe("Due Jun 20, 2025");
    expect(taskDueLabel({ status: "pending", dueDate: "2025-06-20" }, now, "Pacific/Auckland")).toBe("Due Jun 20, 2025");
    expect(taskDueLabel({ status: "pending", dueDate: null }, now)).toBeNull();
  });

  it("toggles between completed and pending", () => {
    expect(taskTogglePayload({ status: "in_progress" }, now)).toEqual({ status: "completed", completedAt: now.toISOString() });
    expect(taskTogglePayload({ status: "completed" }, now)).toEqual({ status: "pending", completedAt: null });
    // a cancelled task is closed but not done: ticking it completes it
    expect(taskTogglePayload({ status: "cancelled" }, now)).toEqual({ status: "completed", completedAt: now.toISOString() });
  });

  it("omits 'none', sends the due date as a full ISO timestamp (00:00 UTC of the day) and hours as an integer; prefills from a record", () => {
    const values = { ...emptyTaskForm, title: "Call", dueDate: "2025-06-20", estimatedHours: "3", clientId: uuid };
    const payload = taskPayload(values);
    expect(payload).toEqual({ title: "Call", description: "", status: "pending", priority: "medium", clientId: uuid,
      dueDate: "2025-06-20T00:00:00.000Z", estimatedHours: 3 });
    expect(validateWith(taskSchema, payload).ok).toBe(true);
    expect(validateWith(taskSchema, values).ok).toBe(true);
    expect(taskFormValues({ title: "Call", clientId: uuid, projectId: null, dueDate: "2025-06-20", estimatedHours: 3 })).toEqual({ ...values });
  });

  it("reads the due day sent in every zone as the day picked, across daylight saving changes", () => {
    for (const tz of ["America/Los_Angeles", "Asia/Kolkata", "Pacific/Chatham", "Pacific/Kiritimati", "UTC"]) {
      for (const day of ["2026-01-01", "2026-03-08", "2026-06-30", "2026-10-25", "2026-11-01", "2026-12-31"]) {
        const sent = taskPayload({ ...emptyTaskForm, title: "Call", dueDate: day }).dueDate;
        const r = validateWith(taskSchema, { title: "Call", dueDate: sent }, { timeZone: tz });
        expect(r.ok && (r.value.dueDate as Date).toISOString()).toBe(`${day}T00:00:00.000Z`);
        expect(taskFormValues({ title: "Call", dueDate: day }).dueDate).toBe(day);
      }
    }
  });
});
