import { Box, Button, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { Plus, Trash2 } from "lucide-react";
import { FieldArray, getIn, useFormikContext } from "formik";
import { CONDITION_OP_LABELS, VALUELESS_OPS, fieldsOfTrigger, type ConditionOp, type FieldKind } from "@common/automation-conditions";
import { FORM_TEXTS } from "./texts";
import { conditionValues, type ConditionValues, type WorkflowFormValues } from "./workflowForm";

/** The operators each kind of field takes (the shared checks refuse the others). */
const OPS_OF: Readonly<Record<FieldKind, readonly ConditionOp[]>> = {
  text: ["eq", "neq", "contains", "empty", "not_empty"],
  enum: ["eq", "neq", "empty", "not_empty"],
  id: ["eq", "neq", "empty", "not_empty"],
  number: ["eq", "neq", "gt", "lt", "empty", "not_empty"],
  money: ["eq", "neq", "gt", "lt", "empty", "not_empty"],
  day: ["eq", "neq", "gt", "lt", "empty", "not_empty"],
  instant: ["gt", "lt", "empty", "not_empty"],
};

interface ConditionsEditorProps {
  /** The rows' path in the form's values ('conditions', 'actions.2.conditions'). */
  name: string;
  trigger: string;
  /** What the rows are called ('Condition 1', ...) and the add button's text. */
  addLabel: string;
  /** An error about the list as a whole (the shared checks' message). */
  error?: string | null;
  /** At least one row (a condition step). */
  required?: boolean;
  /** What names the rows ('Condition' -> 'Condition 1'; a step's: 'Action 2: condition'). */
  rowLabel?: string;
}

/**
 * Rows of field / operator / value over the trigger's record's fields (the shared field catalogue), each removable,
 * and '+ Add condition'. A manual trigger has no record: nothing to check.
 */
export function ConditionsEditor({ name, trigger, addLabel, error, required = false, rowLabel = FORM_TEXTS.condition }: ConditionsEditorProps) {
  const { values, setFieldValue } = useFormikContext<WorkflowFormValues>();
  const rows = (getIn(values, name) as ConditionValues[] | undefined) ?? [];
  const fields = fieldsOfTrigger(trigger);
  const fieldKeys = Object.keys(fields);
  if (fieldKeys.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="conditions-none">
        {trigger ? FORM_TEXTS.conditionsManual : FORM_TEXTS.conditionsNoTrigger}
      </Text>
    );
  }
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <Stack gap="2">
          {rows.map((row, i) => {
            const spec = fields[row.field];
            const ops = spec ? OPS_OF[spec.kind] : [];
            const at = `${name}.${i}`;
            const label = `${rowLabel} ${i + 1}`;
            return (
              <HStack key={row.key} role="group" aria-label={label} gap="2" align="flex-end" flexWrap={{ base: "wrap", md: "nowrap" }} data-testid="condition-row">
                <Field.Root flex="2" minW="40">
                  <Field.Label fontSize="xs">{FORM_TEXTS.conditionField}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value={row.field}
                      onChange={(e) => {
                        const next = fields[e.currentTarget.value];
                        void setFieldValue(at, { ...row, field: e.currentTarget.value, op: next && !OPS_OF[next.kind].includes(row.op as ConditionOp) ? OPS_OF[next.kind][0] : row.op,
                          value: next?.kind === "enum" ? next.values?.[0] ?? "" : "" });
                      }}
                    >
                      <option value="">{FORM_TEXTS.chooseField}</option>
                      {fieldKeys.map((k) => (
                        <option key={k} value={k}>
                          {fields[k].label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root flex="1.5" minW="32">
                  <Field.Label fontSize="xs">{FORM_TEXTS.conditionOp}</Field.Label>
                  <NativeSelect.Root size="sm" disabled={!spec}>
                    <NativeSelect.Field value={row.op} onChange={(e) => void setFieldValue(`${at}.op`, e.currentTarget.value)}>
                      {(ops.length ? ops : (["eq"] as const)).map((op) => (
                        <option key={op} value={op}>
                          {CONDITION_OP_LABELS[op]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root flex="2" minW="32">
                  <Field.Label fontSize="xs">{FORM_TEXTS.conditionValue}</Field.Label>
                  {(VALUELESS_OPS as readonly string[]).includes(row.op) ? (
                    <Input size="sm" value="" disabled placeholder="-" />
                  ) : spec?.kind === "enum" ? (
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field value={row.value} onChange={(e) => void setFieldValue(`${at}.value`, e.currentTarget.value)}>
                        {(spec.values ?? []).map((v) => (
                          <option key={v} value={v}>
                            {v.replace(/_/g, " ")}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  ) : (
                    <Input
                      size="sm"
                      value={row.value}
                      type={spec?.kind === "day" ? "date" : spec?.kind === "number" || spec?.kind === "money" ? "number" : "text"}
                      step={spec?.kind === "money" ? "0.01" : undefined}
                      onChange={(e) => void setFieldValue(`${at}.value`, e.currentTarget.value)}
                    />
                  )}
                </Field.Root>
                <IconButton type="button" size="sm" variant="ghost" colorPalette="red" aria-label={`${FORM_TEXTS.remove}: ${label.toLowerCase()}`}
                  disabled={required && rows.length === 1} onClick={() => remove(i)}>
                  <Trash2 />
                </IconButton>
              </HStack>
            );
          })}
          {error ? (
            <Text fontSize="sm" color="fg.error" data-testid="conditions-error">
              {error}
            </Text>
          ) : null}
          <Box>
            <Button type="button" size="xs" variant="outline" onClick={() => push(conditionValues())}>
              <Plus aria-hidden="true" />
              {addLabel}
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}
