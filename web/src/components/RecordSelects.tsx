import { useEffect, useRef } from "react";
import { useFormikContext } from "formik";
import { graphql, useFragment } from "react-relay/hooks";
import { NONE } from "@common/validation";
import { SelectField } from "./FormField";
import type { RecordSelects_options$key } from "./__generated__/RecordSelects_options.graphql";

/** The clients and projects a form's selects offer: the viewer's first `optionCount` of each. */
const optionsFragment = graphql`
  fragment RecordSelects_options on User @argumentDefinitions(optionCount: { type: "Int!" }) {
    clients(first: $optionCount) {
      edges {
        node {
          id
          name
          company
        }
      }
    }
    projects(first: $optionCount) {
      edges {
        node {
          id
          name
          client {
            id
          }
        }
      }
    }
  }
`;

/** The options of a form's client and project selects (a project with its client, see ClientFollowsProject). */
export function useRecordOptions(viewer: RecordSelects_options$key) {
  const options = useFragment(optionsFragment, viewer);
  return { clients: options.clients.edges.map((e) => e.node), projects: options.projects.edges.map((e) => e.node) };
}

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
