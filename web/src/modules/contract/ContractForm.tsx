import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Box, Button, Field, HStack, SimpleGrid, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { Eye, PenLine, WandSparkles } from "lucide-react";
import { useField, useFormikContext } from "formik";
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from "react-relay/hooks";
import {
  CONTRACT_CURRENCIES,
  CONTRACT_STATUSES,
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPES,
  CONTRACT_TYPE_LABELS,
  CONTRACT_VARIABLES,
  PROPOSAL_CURRENCIES,
  PROPOSAL_VARIABLES,
  dayAfter,
  type ContractType,
} from "@common/contract";
import { NONE } from "@common/validation";
import { NoClientsAlert } from "../../components/NoClientsAlert";
import { lazyComponent } from "../../components/OnFirstOpen";
import { EnumSelectField, FormField, SelectField, TextareaField } from "../../components/FormField";
import { NumberField } from "../../components/NumberInput";
import { ClientFollowsProject, RecordSelectField } from "../../components/RecordSelects";
import { toast } from "../../components/toaster";
import type { DialogOpenProps } from "../../components/DialogShell";
import { FormDialog } from "../../components/FormDialog";
import { useOpenedVersion } from "../../components/useOpenedVersion";
import { changedFields } from "../../lib/changedFields";
import { VariableButtons } from "./VariableButtons";
import {
  documentFormSchema,
  documentFormValues,
  documentPayload,
  emptyDocumentForm,
  type DocumentFormValues,
  type DocumentKind,
} from "./documentForm";
import { FORM_TEXTS, OPTIONS_LIMIT, type DocumentTexts } from "./texts";
import { useCreateContractMutation } from "./useCreateContractMutation";
import { useUpdateContractMutation } from "./useUpdateContractMutation";
import type { ContractForm_contract$key } from "./__generated__/ContractForm_contract.graphql";
import type { ContractFormOptionsQuery, ContractFormOptionsQuery$data } from "./__generated__/ContractFormOptionsQuery.graphql";
import type { ContractFormPreviewQuery, ContractPreviewInput } from "./__generated__/ContractFormPreviewQuery.graphql";

/** The preview loads when first shown. */
const DocumentPreview = lazyComponent(() => import("./DocumentPreview"), "DocumentPreview");

const fragment = graphql`
  fragment ContractForm_contract on Contract {
    id
    title
    contractNumber
    type
    status
    client {
      id
    }
    project {
      id
    }
    template {
      id
    }
    content
    value
    currency
    startDate
    endDate
    expiryDate
    notes
    updatedAt
  }
`;

const optionsQuery = graphql`
  query ContractFormOptionsQuery($optionCount: Int!, $kind: ContractKind!) {
    viewer {
      id
      clients(first: $optionCount) {
        edges {
          node {
            id
            name
            company
            email
          }
        }
      }
      projects(first: $optionCount) {
        edges {
          node {
            id
            name
            description
            client {
              id
            }
          }
        }
      }
      contractTemplates(first: $optionCount, kind: $kind) {
        edges {
          node {
            id
            name
            type
            content
            currency
            defaultRate
            validityDays
          }
        }
      }
    }
  }
`;

// the editor's preview: the server's one rendering of the unsaved document, the same text the client will read
const previewQuery = graphql`
  query ContractFormPreviewQuery($input: ContractPreviewInput!) {
    viewer {
      id
      contractPreview(input: $input) {
        html
        unfilledVariables
      }
    }
  }
`;

/** How long the form's values rest before the preview is asked for again. */
const PREVIEW_DEBOUNCE_MS = 300;

type Viewer = ContractFormOptionsQuery$data["viewer"];
type TemplateOption = Viewer["contractTemplates"]["edges"][number]["node"];

/** The document types the Contracts screen offers (a proposal belongs to the Proposals screen). */
const CONTRACT_ONLY_TYPES = CONTRACT_TYPES.filter((t) => t !== "proposal");

interface ContractFormProps extends DialogOpenProps {
  kind: DocumentKind;
  texts: DocumentTexts;
  /** The contract or proposal to edit; null to create one. */
  contract: ContractForm_contract$key | null;
  /** The list's connection id: a new document is prepended to it, a new version replaces the old one in it. */
  connectionId: string;
  /**
   * A new document's fields chosen beforehand: the client (and project) of a client hub's quick action, or the whole
   * document of an accepted proposal's 'Create the contract'.
   */
  preset?: Partial<DocumentFormValues>;
}

/**
 * The Create / Edit Contract (or Proposal) dialog: 4xl wide, the shared contract rules, the content with its variable
 * buttons and a live preview filled from the client, the project and the provider's profile. An edit sends only the
 * changed fields, with the version it opened with.
 */
export function ContractForm({ open, onOpenChange, kind, texts, contract, connectionId, preset }: ContractFormProps) {
  const data = useFragment(fragment, contract);
  const openedVersion = useOpenedVersion(open, data);
  const { viewer } = useLazyLoadQuery<ContractFormOptionsQuery>(
    optionsQuery,
    { optionCount: OPTIONS_LIMIT, kind },
    { fetchPolicy: "store-and-network" },
  );
  const [create] = useCreateContractMutation(texts);
  const [update] = useUpdateContractMutation(texts);
  const initialValues = useMemo(
    () => (data ? documentFormValues(data) : { ...emptyDocumentForm(kind), ...preset }),
    // the preset's values, not its identity (callers pass it inline)
    [data, kind, JSON.stringify(preset ?? {})],
  );
  const clients = viewer.clients.edges.map((e) => e.node);

  const submit = (values: DocumentFormValues) => {
    const payload = documentPayload(values);
    if (!data) {
      const { contractNumber, ...rest } = payload;
      return create(contractNumber ? payload : rest, connectionId);
    }
    return update({ id: data.id, unchangedSince: openedVersion, ...changedFields(payload, documentPayload(initialValues)) }, connectionId);
  };

  return (
    <FormDialog<DocumentFormValues>
      size="wide"
      open={open}
      onOpenChange={onOpenChange}
      title={data ? texts.editTitle : texts.createTitle}
      submitLabel={data ? texts.submitUpdate : texts.submitCreate}
      testId={`${kind}-form`}
      initialFocus="title"
      initialValues={initialValues}
      validationSchema={documentFormSchema}
      onSubmit={submit}
    >
      <Stack gap="4">
        {clients.length === 0 ? <NoClientsAlert title={FORM_TEXTS.noClients} linkText={FORM_TEXTS.noClientsLink} onFollow={() => onOpenChange(false)} /> : null}
        <DocumentFields kind={kind} viewer={viewer} />
      </Stack>
    </FormDialog>
  );
}

function DocumentFields({ kind, viewer }: { kind: DocumentKind; viewer: Viewer }) {
  const { values, setFieldValue } = useFormikContext<DocumentFormValues>();
  const clients = viewer.clients.edges.map((e) => e.node);
  const projects = viewer.projects.edges.map((e) => e.node);
  const templates = viewer.contractTemplates.edges.map((e) => e.node);
  const template = templates.find((t) => t.id === values.templateId);
  const proposal = kind === "proposal";

  const applyTemplate = () => {
    if (!template) return;
    void setFieldValue("content", template.content);
    void setFieldValue("currency", template.currency || "USD");
    if (template.defaultRate != null) void setFieldValue("value", String(template.defaultRate));
    if (template.validityDays) void setFieldValue("expiryDate", dayAfter(template.validityDays));
    toast.success({ title: FORM_TEXTS.templateApplied, description: FORM_TEXTS.templateAppliedDescription });
  };

  return (
    <>
      <ClientFollowsProject projects={projects} />
      {proposal ? null : <TemplateCopiesIntoContract templates={templates} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="title" label={proposal ? FORM_TEXTS.proposalTitle : FORM_TEXTS.contractTitle} autoComplete="off" />
        {proposal ? (
          <EnumSelectField name="status" label={FORM_TEXTS.status} values={CONTRACT_STATUSES} labels={CONTRACT_STATUS_LABELS} />
        ) : (
          <FormField name="contractNumber" label={FORM_TEXTS.contractNumber} placeholder={FORM_TEXTS.contractNumberPlaceholder} autoComplete="off" />
        )}
        {proposal ? null : (
          <>
            <EnumSelectField name="type" label={FORM_TEXTS.type} values={CONTRACT_ONLY_TYPES} labels={CONTRACT_TYPE_LABELS} />
            <EnumSelectField name="status" label={FORM_TEXTS.status} values={CONTRACT_STATUSES} labels={CONTRACT_STATUS_LABELS} />
          </>
        )}
        <SelectField name="clientId" label={FORM_TEXTS.client} required placeholder={FORM_TEXTS.selectClient}>
          {clients.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <RecordSelectField name="projectId" label={FORM_TEXTS.project} noneLabel={FORM_TEXTS.noProject} records={projects} />
      </SimpleGrid>
      <HStack align="flex-end" gap="3">
        <Box flex="1" minW="0">
          <RecordSelectField name="templateId" label={FORM_TEXTS.template} noneLabel={FORM_TEXTS.noTemplate} records={templates} />
        </Box>
        {proposal && template ? (
          <Button type="button" variant="outline" colorPalette="brand" onClick={applyTemplate} flexShrink={0}>
            <WandSparkles aria-hidden="true" />
            {FORM_TEXTS.applyTemplate}
          </Button>
        ) : null}
      </HStack>
      <ContentWithPreview kind={kind} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <NumberField name="value" label={proposal ? FORM_TEXTS.proposalValue : FORM_TEXTS.value} />
        <SelectField name="currency" label={FORM_TEXTS.currency}>
          {(proposal ? PROPOSAL_CURRENCIES : CONTRACT_CURRENCIES).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <FormField name="startDate" label={FORM_TEXTS.startDate} type="date" />
        <FormField name="endDate" label={FORM_TEXTS.endDate} type="date" />
        <FormField name="expiryDate" label={FORM_TEXTS.expiryDate} type="date" />
      </SimpleGrid>
      {proposal ? null : <TextareaField name="notes" label={FORM_TEXTS.notes} textareaProps={{ rows: 2, autoresize: true, maxH: "40" }} />}
    </>
  );
}

/** Choosing a template in a contract copies its type, content, currency (USD when none) and default rate (as the value). */
function TemplateCopiesIntoContract({ templates }: { templates: readonly TemplateOption[] }) {
  const { values, setFieldValue } = useFormikContext<DocumentFormValues>();
  const previous = useRef(values.templateId);
  useEffect(() => {
    if (values.templateId === previous.current) return;
    previous.current = values.templateId;
    const template = templates.find((t) => t.id === values.templateId);
    if (!template || values.templateId === NONE) return;
    if (template.type !== "proposal") void setFieldValue("type", template.type as ContractType);
    void setFieldValue("content", template.content);
    void setFieldValue("currency", template.currency || "USD");
    void setFieldValue("value", template.defaultRate == null ? "" : String(template.defaultRate));
  }, [values.templateId, templates, setFieldValue]);
  return null;
}

/** The form's values as the preview's input: what the server fills and renders (a 'none' choice is left out). */
function previewInput(kind: DocumentKind, values: DocumentFormValues): ContractPreviewInput {
  // a number field's value is a number once typed in
  const id = (value: unknown) => (typeof value === "string" && value && value !== NONE ? value : undefined);
  const text = (value: unknown) => (value == null || String(value).trim() === "" ? undefined : String(value));
  return {
    content: values.content ?? "",
    type: kind === "proposal" ? "proposal" : values.type,
    title: text(values.title),
    templateId: id(values.templateId),
    clientId: id(values.clientId),
    projectId: id(values.projectId),
    value: text(values.value),
    currency: text(values.currency),
    startDate: text(values.startDate),
    endDate: text(values.endDate),
    expiryDate: text(values.expiryDate),
  };
}

interface PreviewState {
  html: string | null;
  unknown: readonly string[];
  loading: boolean;
  failed: boolean;
}

/**
 * The server's preview of the form's values, asked for once they have rested PREVIEW_DEBOUNCE_MS; the last answer
 * stays on screen while the next one loads, and an answer that a newer request overtook is dropped.
 */
function useServerPreview(input: ContractPreviewInput, active: boolean): PreviewState {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(input);
  const [state, setState] = useState<PreviewState>({ html: null, unknown: [], loading: false, failed: false });
  useEffect(() => {
    if (!active) return undefined;
    setState((s) => ({ ...s, loading: true }));
    let subscription: { unsubscribe: () => void } | null = null;
    const timer = setTimeout(() => {
      subscription = fetchQuery<ContractFormPreviewQuery>(environment, previewQuery, { input: JSON.parse(key) as ContractPreviewInput }, { fetchPolicy: "network-only" }).subscribe({
        next: (data) => {
          const preview = data.viewer.contractPreview;
          setState({ html: preview.html, unknown: preview.unfilledVariables, loading: false, failed: false });
        },
        error: () => setState((s) => ({ ...s, loading: false, failed: true })),
      });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, key, active]);
  return state;
}

/** The content: Write (the markdown, with the variable buttons) or Preview (the document as it will read). */
function ContentWithPreview({ kind }: { kind: DocumentKind }) {
  const { values } = useFormikContext<DocumentFormValues>();
  const [field, meta] = useField<string>("content");
  const [preview, setPreview] = useState(false);
  const proposal = kind === "proposal";
  const empty = String(values.content ?? "").trim() === "";
  const rendered = useServerPreview(previewInput(kind, values), preview && !empty);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} required>
      <HStack justify="space-between" wrap="wrap" gap="2" w="full">
        <Field.Label fontSize="sm" fontWeight="medium">
          {proposal ? FORM_TEXTS.proposalContent : FORM_TEXTS.contractContent}
          <Field.RequiredIndicator />
        </Field.Label>
        <HStack role="group" aria-label="Content view" gap="1" p="1" bg="bg.muted" borderRadius="lg">
          {[
            { value: false, label: FORM_TEXTS.write, icon: PenLine },
            { value: true, label: FORM_TEXTS.preview, icon: Eye },
          ].map(({ value, label, icon: Icon }) => (
            <Button
              key={label}
              type="button"
              size="xs"
              variant="ghost"
              colorPalette="gray"
              aria-pressed={preview === value}
              bg={preview === value ? "bg.panel" : undefined}
              color={preview === value ? "fg" : "fg.muted"}
              boxShadow={preview === value ? "xs" : undefined}
              onClick={() => setPreview(value)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </HStack>
      </HStack>
      {preview ? (
        <Box w="full">
          <Suspense fallback={<Skeleton h="300px" borderRadius="lg" aria-label={FORM_TEXTS.previewLoading} />}>
            <DocumentPreview html={rendered.html} unknown={empty ? [] : rendered.unknown} loading={rendered.loading} empty={empty} />
          </Suspense>
          {rendered.failed && !empty ? (
            <Text fontSize="sm" color="fg.error" mt="2" role="alert">
              {FORM_TEXTS.previewFailed}
            </Text>
          ) : null}
        </Box>
      ) : (
        <>
          <Textarea {...field} value={field.value ?? ""} minH="300px" fontFamily="mono" fontSize="sm" />
          <Field.ErrorText>{meta.error}</Field.ErrorText>
          <Box w="full" mt="1">
            <VariableButtons variables={proposal ? PROPOSAL_VARIABLES : CONTRACT_VARIABLES} />
          </Box>
        </>
      )}
    </Field.Root>
  );
}
