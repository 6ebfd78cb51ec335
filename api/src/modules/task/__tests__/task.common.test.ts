/** The shared helpers of common/task.ts that the screens use (no database). */
import { validateWith } from "@common/validation";
import { emptyTaskForm, isTaskOverdue, taskDueLabel, taskFormValues, taskPayload, taskSchema, taskTogglePayload } from "@common/task";

const now = new Date("2025-06-15T12:00:00Z");
const uuid = "6f1c2b1e-4c1a-4b8e-9a57-2f8f0b0c9d11";

describe("common/task", () => {
  it("is overdue when not completed and due before now", () => {
    expect(isTaskOverdue({ status: "pending", dueDate: "2025-06-15T11:59:59Z" }, now)).toBe(true);
    expect(isTaskOverdue({ status: "in_progress", dueDate: new Date("2025-06-14T00:00:00Z") }, now)).toBe(true);
    expect(isTaskOverdue({ status: "completed", dueDate: "2025-06-01T00:00:00Z" }, now)).toBe(false);
    // a cancelled task is closed too: never overdue
    expect(isTaskOverdue({ status: "cancelled", dueDate: "2025-06-01T00:00:00Z" }, now)).toBe(false);
    expect(isTaskOverdue({ status: "pending", dueDate: "2025-06-15T12:00:01Z" }, now)).toBe(false);
    expect(isTaskOverdue({ status: "pending", dueDate: null }, now)).toBe(false);
  });

  it("labels 'Completed', 'Overdue' or 'Due {date}'", () => {
    const fmt = (d: Date) => d.toISOString().slice(0, 10);
    expect(taskDueLabel({ status: "completed", dueDate: "2025-06-01T00:00:00Z" }, now, fmt)).toBe("Completed");
    expect(taskDueLabel({ status: "pending", dueDate: "2025-06-01T00:00:00Z" }, now, fmt)).toBe("Overdue");
    expect(taskDueLabel({ status: "pending", dueDate: "2025-06-20T00:00:00Z" }, now, fmt)).toBe("Due 2025-06-20");
    expect(taskDueLabel({ status: "pending", dueDate: null }, now, fmt)).toBeNull();
  });

  it("toggles between completed and pending", () => {
    expect(taskTogglePayload({ status: "in_progress" }, now)).toEqual({ status: "completed", completedAt: now.toISOString() });
    expect(taskTogglePayload({ status: "completed" }, now)).toEqual({ status: "pending", completedAt: null });
    // a cancelled task is closed but not done: ticking it completes it
    expect(taskTogglePayload({ status: "cancelled" }, now)).toEqual({ status: "completed", completedAt: now.toISOString() });
  });

  it("omits 'none', sends the due date as a full ISO timestamp and hours as an integer; prefills from a record", () => {
    const values = { ...emptyTaskForm, title: "Call", dueDate: "2025-06-20", estimatedHours: "3", clientId: uuid };
    const payload = taskPayload(values);
    const due = new Date(2025, 5, 20, 23, 59, 59, 999);
    expect(payload).toEqual({ title: "Call", description: "", status: "pending", priority: "medium", clientId: uuid,
      dueDate: due.toISOString(), estimatedHours: 3 });
    expect(validateWith(taskSchema, payload).ok).toBe(true);
    expect(validateWith(taskSchema, values).ok).toBe(true);
    expect(taskFormValues({ title: "Call", clientId: uuid, projectId: null, dueDate: due.toISOString(), estimatedHours: 3 }))
      .toEqual({ ...values });
  });

  it("reads and writes the due day in the workspace's time zone, across daylight saving changes", () => {
    const values = { ...emptyTaskForm, title: "Call" };
    const sent = (day: string, tz: string) => taskPayload({ ...values, dueDate: day }, tz).dueDate;
    expect(sent("2026-11-21", "America/Los_Angeles")).toBe("2026-11-22T07:59:59.999Z");
    expect(sent("2026-11-21", "Asia/Tokyo")).toBe("2026-11-21T14:59:59.999Z");
    expect(sent("2026-11-21", "UTC")).toBe("2026-11-21T23:59:59.999Z");
    // the day clocks go forward (PST -> PDT) and back (CEST -> CET)
    expect(sent("2026-03-08", "America/Los_Angeles")).toBe("2026-03-09T06:59:59.999Z");
    expect(sent("2026-10-25", "Europe/Paris")).toBe("2026-10-25T22:59:59.999Z");
    for (const tz of ["America/Los_Angeles", "Asia/Kolkata", "Pacific/Chatham", "UTC"]) {
      for (const day of ["2026-01-01", "2026-03-08", "2026-06-30", "2026-11-01", "2026-12-31"]) {
        expect(taskFormValues({ title: "Call", dueDate: sent(day, tz) }, tz).dueDate).toBe(day);
      }
    }
    // an unknown zone falls back to the runtime's own
    expect(sent("2026-11-21", "Mars/Olympus")).toBe(new Date(2026, 10, 21, 23, 59, 59, 999).toISOString());
  });
});
