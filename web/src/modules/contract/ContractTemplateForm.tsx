import { useMemo } from "react";
import { Box, Checkbox, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { useField } from "formik";
import { graphql, useFragment } from "react-relay/hooks";
import {
  CONTRACT_CURRENCIES,
  CONTRACT_TEMPLATE_CATEGORIES,
  CONTRACT_TYPES,
  CONTRACT_TYPE_LABELS,
  CONTRACT_VARIABLES,
  PROPOSAL_CATEGORY_LABELS,
  PROPOSAL_CURRENCIES,
  PROPOSAL_TEMPLATE_CATEGORIES,
  PROPOSAL_VARIABLES,
} from "@common/contract";
import type { DialogOpenProps } from "../../components/DialogShell";
import { FormDialog } from "../../components/FormDialog";
import { EnumSelectField, FormField, SelectField, TextareaField } from "../../components/FormField";
import { NumberField } from "../../components/NumberInput";
import { useOpenedVersion } from "../../components/useOpenedVersion";
import { changedFields } from "../../lib/changedFields";
import { categoryLabel } from "./ContractTemplateCard";
import { VariableButtons } from "./VariableButtons";
import { emptyTemplateForm, templateFormSchema, templateFormValues, templatePayload, type DocumentKind, type TemplateFormValues } from "./documentForm";
import { FORM_TEXTS, type TemplateTexts } from "./texts";
import { useCreateContractTemplateMutation } from "./useCreateContractTemplateMutation";
import { useUpdateContractTemplateMutation } from "./useUpdateContractTemplateMutation";
import type { ContractTemplateForm_template$key } from "./__generated__/ContractTemplateForm_template.graphql";

const fragment = graphql`
  fragment ContractTemplateForm_template on ContractTemplate {
    id
    name
    type
    category
    description
    content
    isActive
    isDefault
    scope
    deliverables
    timeline
    paymentTerms
    revisionPolicy
    cancellationPolicy
    intellectualProperty
    confidentiality
    liability
    defaultRate
    currency
    validityDays
    updatedAt
  }
`;

const CONTRACT_ONLY_TYPES = CONTRACT_TYPES.filter((t) => t !== "proposal");

interface ContractTemplateFormProps extends DialogOpenProps {
  kind: DocumentKind;
  texts: TemplateTexts;
  template: ContractTemplateForm_template$key | null;
  connectionId: string;
}

/**
 * The Create / Edit Contract Template (or Proposal Template) dialog: 4xl wide, the shared template rules, the content
 * with its variable buttons, the default terms, rate, currency and validity, Active and Default. A proposal template's
 * type is always 'proposal' and its content starts as the proposal skeleton.
 */
export function ContractTemplateForm({ open, onOpenChange, kind, texts, template, connectionId }: ContractTemplateFormProps) {
  const data = useFragment(fragment, template);
  const openedVersion = useOpenedVersion(open, data);
  const [create] = useCreateContractTemplateMutation(texts);
  const [update] = useUpdateContractTemplateMutation(texts);
  const initialValues = useMemo(() => (data ? templateFormValues(data) : emptyTemplateForm(kind)), [data, kind]);
  const proposal = kind === "proposal";

  const submit = (values: TemplateFormValues) => {
    const payload = templatePayload(values);
    if (!data) return create(payload, connectionId);
    return update({ id: data.id, unchangedSince: openedVersion, ...changedFields(payload, templatePayload(initialValues)) });
  };

  const categories: readonly string[] = proposal ? PROPOSAL_TEMPLATE_CATEGORIES : CONTRACT_TEMPLATE_CATEGORIES;
  return (
    <FormDialog<TemplateFormValues>
      size="wide"
      open={open}
      onOpenChange={onOpenChange}
      title={data ? texts.editTitle : texts.createTitle}
      submitLabel={data ? texts.submitUpdate : texts.submitCreate}
      testId={`${kind}-template-form`}
      initialFocus="name"
      initialValues={initialValues}
      validationSchema={templateFormSchema}
      onSubmit={submit}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField name="name" label={FORM_TEXTS.templateName} required autoComplete="off" />
          {proposal ? null : <EnumSelectField name="type" label={FORM_TEXTS.type} values={CONTRACT_ONLY_TYPES} labels={CONTRACT_TYPE_LABELS} />}
          <SelectField name="category" label={FORM_TEXTS.category} placeholder={FORM_TEXTS.selectCategory}>
            {categories.map((c) => (
              <option key={c} value={c}>
                {proposal ? (PROPOSAL_CATEGORY_LABELS as Record<string, string>)[c] : categoryLabel(c)}
              </option>
            ))}
          </SelectField>
        </SimpleGrid>
        <TextareaField name="description" label={FORM_TEXTS.description} textareaProps={{ rows: 2, autoresize: true, maxH: "32" }} />
        <Box>
          <TextareaField
            name="content"
            label={proposal ? FORM_TEXTS.proposalContent : FORM_TEXTS.templateContent}
            required
            textareaProps={{ minH: proposal ? "400px" : "300px", fontFamily: "mono", fontSize: "sm" }}
          />
          <Box mt="2">
            <VariableButtons variables={proposal ? PROPOSAL_VARIABLES : CONTRACT_VARIABLES} />
          </Box>
        </Box>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextareaField name="scope" label={FORM_TEXTS.scope} textareaProps={{ rows: 3 }} />
          <TextareaField name="deliverables" label={FORM_TEXTS.deliverables} textareaProps={{ rows: 3 }} />
          <TextareaField name="timeline" label={FORM_TEXTS.timeline} textareaProps={{ rows: 2 }} />
          <FormField name="paymentTerms" label={FORM_TEXTS.paymentTerms} autoComplete="off" />
          <FormField name="revisionPolicy" label={FORM_TEXTS.revisionPolicy} autoComplete="off" />
          <FormField name="cancellationPolicy" label={FORM_TEXTS.cancellationPolicy} autoComplete="off" />
        </SimpleGrid>
        {proposal ? null : (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <TextareaField name="intellectualProperty" label={FORM_TEXTS.intellectualProperty} textareaProps={{ rows: 2 }} />
            <TextareaField name="confidentiality" label={FORM_TEXTS.confidentiality} textareaProps={{ rows: 2 }} />
            <TextareaField name="liability" label={FORM_TEXTS.liability} textareaProps={{ rows: 2 }} />
          </SimpleGrid>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <NumberField name="defaultRate" label={FORM_TEXTS.defaultRate} />
          <SelectField name="currency" label={FORM_TEXTS.currency}>
            {(proposal ? PROPOSAL_CURRENCIES : CONTRACT_CURRENCIES).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <FormField name="validityDays" label={FORM_TEXTS.validityDays} type="number" min="1" step="1" inputMode="numeric" />
        </SimpleGrid>
        <HStack gap="6" wrap="wrap">
          <CheckboxField name="isActive" label={FORM_TEXTS.isActive} />
          <CheckboxField name="isDefault" label={FORM_TEXTS.isDefault} />
        </HStack>
      </Stack>
    </FormDialog>
  );
}

function CheckboxField({ name, label }: { name: "isActive" | "isDefault"; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Checkbox.Root checked={field.value} onCheckedChange={(e) => void helpers.setValue(e.checked === true)} size="sm">
      <Checkbox.HiddenInput name={name} />
      <Checkbox.Control />
      <Checkbox.Label fontSize="sm" fontWeight="medium">
        {label}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
