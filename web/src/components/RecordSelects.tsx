import { useEffect, useRef } from "react";
import { useFormikContext } from "formik";
import { NONE } from "@common/validation";
import { SelectField } from "./FormField";

/** A select of linked records (a client, a project) by name, led by the 'none' choice. */
export function RecordSelectField({ name, label, noneLabel, records }: { name: string; label: string; noneLabel: string; records: readonly { id: string; name: string }[] }) {
  return (
    <SelectField name={name} label={label}>
      <option value={NONE}>{noneLabel}</option>
      {records.map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Choosing a project sets the client to that project's client, so the two links agree (the server refuses a task
 * whose project belongs to another client).
 */
export function ClientFollowsProject({ projects }: { projects: readonly { id: string; client: { id: string } }[] }) {
  const { values, setFieldValue } = useFormikContext<{ projectId: string; clientId: string }>();
  const previous = useRef(values.projectId);
  useEffect(() => {
    if (values.projectId === previous.current) return;
    previous.current = values.projectId;
    const project = projects.find((p) => p.id === values.projectId);
    if (project) void setFieldValue("clientId", project.client.id);
  }, [values.projectId, projects, setFieldValue]);
  return null;
}
