-- A workflow's trigger is the catalogued event type it listens to (client.created, invoice.overdue ...). The seven old
-- names become their event type; "project completed" and "task assigned" keep their meaning as an update trigger with
-- a "field changed to" filter in the conditions (`changed`). Workflows, the shared templates, and the runs (their
-- trigger type and the definition they keep) alike; "manual" stays.

CREATE TEMPORARY TABLE trigger_names (old text PRIMARY KEY, new text NOT NULL, changed jsonb) ON COMMIT DROP;
INSERT INTO trigger_names (old, new, changed) VALUES
  ('client_created', 'client.created', NULL),
  ('project_completed', 'project.updated', '{"field": "status", "to": "completed"}'),
  ('invoice_overdue', 'invoice.overdue', NULL),
  ('task_assigned', 'task.updated', '{"field": "assigneeId"}'),
  ('contract_signed', 'contract.signed', NULL),
  ('file_uploaded', 'file.uploaded', NULL);

-- conditions that are not an object (none were written: the product had no condition editor) become none
UPDATE workflows w SET trigger = n.new,
  conditions = CASE WHEN jsonb_typeof(w.conditions) = 'object' THEN w.conditions ELSE '{}'::jsonb END
    || CASE WHEN n.changed IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('changed', n.changed) END
FROM trigger_names n WHERE w.trigger = n.old;

UPDATE automation_templates t SET trigger = n.new,
  conditions = CASE WHEN jsonb_typeof(t.conditions) = 'object' THEN t.conditions ELSE '{}'::jsonb END
    || CASE WHEN n.changed IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('changed', n.changed) END
FROM trigger_names n WHERE t.trigger = n.old;

UPDATE workflow_executions e SET "triggerType" = n.new FROM trigger_names n WHERE e."triggerType" = n.old;

UPDATE workflow_executions e SET "executionData" = jsonb_set(e."executionData", '{workflow,trigger}', to_jsonb(n.new))
FROM trigger_names n WHERE e."executionData" -> 'workflow' ->> 'trigger' = n.old;
