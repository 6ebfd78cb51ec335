import { Suspense, useState, useTransition } from "react";
import { Badge, Box, Button, Flex, HStack, Card, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { BookOpen, KeyRound, Plus, Trash2 } from "lucide-react";
import { Form, Formik, useFormikContext, type FormikHelpers } from "formik";
import { Link as RouterLink } from "react-router";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import {
  API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES, MAX_API_TOKENS, apiTokenPayload, apiTokenSchema, emptyApiTokenForm, type ApiTokenFormValues,
} from "@common/api-token";
import { validateWith } from "@common/validation";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DOCS_PATH } from "../../lib/appPaths";
import { EnumSelectField, FormField } from "../../components/FormField";
import { SecretNotice } from "../../components/SecretNotice";
import { showFailure } from "../../relay/mutationResult";
import { panelCard } from "../../theme/surfaces";
import { API_TOKEN_TEXTS } from "./ApiTokenTexts";
import { useCreateApiTokenMutation } from "./useCreateApiTokenMutation";
import { useRevokeApiTokenMutation } from "./useRevokeApiTokenMutation";
import type { ApiTokensCardQuery } from "./__generated__/ApiTokensCardQuery.graphql";

const query = graphql`
  query ApiTokensCardQuery {
    viewer {
      id
      apiTokens {
        id
        name
        scope
        prefix
        expiresAt
        lastUsedAt
        createdAt
      }
    }
  }
`;

type ApiTokenRow = ApiTokensCardQuery["response"]["viewer"]["apiTokens"][number];

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const when = (iso: string) => dateTime.format(new Date(iso));

/**
 * Settings' API tokens card: the workspace's tokens (name, prefix, access, last use, expiry) with Revoke (asks first),
 * the form that creates one, and the new token, shown once with Copy. A link to the API documentation. Its data loads
 * on its own, so the rest of Settings does not wait for it.
 */
export function ApiTokensCard() {
  return (
    <Card.Root {...panelCard} as="section" aria-labelledby="api-tokens-title" data-testid="api-tokens-card">
      <Card.Header pb="0">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" flex="1" minW="0">
            <Card.Title fontSize="md" as="h2" id="api-tokens-title">
              {API_TOKEN_TEXTS.title}
            </Card.Title>
            <Card.Description fontSize="sm">{API_TOKEN_TEXTS.description}</Card.Description>
          </Stack>
          <Link asChild fontSize="sm" colorPalette="brand">
            {/* a full page load: /docs is served with a stricter CSP of its own (images from the app and data: only) */}
            <RouterLink to={DOCS_PATH} reloadDocument>
              <BookOpen size={14} aria-hidden="true" />
              {API_TOKEN_TEXTS.docs}
            </RouterLink>
          </Link>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Suspense fallback={<ApiTokensSkeleton />}>
          <ApiTokensContent />
        </Suspense>
      </Card.Body>
    </Card.Root>
  );
}

function ApiTokensContent() {
  // a new key reads the list again from the server (after a creation or a revocation)
  const [fetchKey, setFetchKey] = useState(0);
  const [token, setToken] = useState<string | null>(null);
  const { viewer } = useLazyLoadQuery<ApiTokensCardQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey === 0 ? "store-and-network" : "network-only" });
  // in a transition: the list stays on screen (and the new token with it) while it is read again
  const [, startTransition] = useTransition();
  const refetch = () => startTransition(() => setFetchKey((k) => k + 1));

  return (
    <Stack gap="5">
      {token ? <NewTokenNotice token={token} onDismiss={() => setToken(null)} /> : null}
      {viewer.apiTokens.length === 0 ? (
        <Box textAlign="center" py="4" data-testid="api-tokens-empty">
          <Text fontWeight="medium">{API_TOKEN_TEXTS.empty}</Text>
          <Text fontSize="sm" color="fg.muted">
            {API_TOKEN_TEXTS.emptyHelp}
          </Text>
        </Box>
      ) : (
        <Stack as="ul" gap="2" aria-label={API_TOKEN_TEXTS.list}>
          {viewer.apiTokens.map((t) => (
            <ApiTokenItem key={t.id} token={t} onRevoked={refetch} />
          ))}
        </Stack>
      )}
      {viewer.apiTokens.length < MAX_API_TOKENS ? (
        <Box borderTopWidth="1px" borderColor="border.muted" pt="5">
          <ApiTokenForm onCreated={(t) => { setToken(t); refetch(); }} />
        </Box>
      ) : null}
    </Stack>
  );
}

/** One token: its name, access, prefix, last use and expiry, and Revoke (asks first). */
function ApiTokenItem({ token, onRevoked }: { token: ApiTokenRow; onRevoked: () => void }) {
  const [revoke, revoking] = useRevokeApiTokenMutation();
  const [confirming, setConfirming] = useState(false);
  const expired = token.expiresAt != null && new Date(token.expiresAt).getTime() <= Date.now();
  const onRevoke = async () => {
    const outcome = await revoke({ id: token.id });
    if (outcome.ok) onRevoked();
  };
  return (
    <Flex as="li" listStyleType="none" gap="3" align="center" justify="space-between" wrap="wrap" borderWidth="1px" borderColor="border.muted"
      borderRadius="lg" px="4" py="3" data-testid="api-token-item">
      <Stack gap="1" minW="0" flex="1">
        <HStack gap="2" wrap="wrap">
          <KeyRound size={14} aria-hidden="true" />
          <Text fontWeight="medium" wordBreak="break-word" data-testid="api-token-name">
            {token.name}
          </Text>
          <Badge colorPalette={token.scope === "write" ? "orange" : "blue"} variant="subtle">
            {API_TOKEN_SCOPE_LABELS[token.scope as keyof typeof API_TOKEN_SCOPE_LABELS] ?? token.scope}
          </Badge>
          {expired ? <Badge colorPalette="red" variant="subtle">{API_TOKEN_TEXTS.expired}</Badge> : null}
        </HStack>
        <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted">
          <Text fontFamily="mono" data-testid="api-token-prefix">{`${token.prefix}…`}</Text>
          <Text>{token.lastUsedAt ? `${API_TOKEN_TEXTS.lastUsed} ${when(token.lastUsedAt)}` : API_TOKEN_TEXTS.neverUsed}</Text>
          <Text>{token.expiresAt ? `${expired ? API_TOKEN_TEXTS.expired : API_TOKEN_TEXTS.expires} ${when(token.expiresAt)}` : API_TOKEN_TEXTS.neverExpires}</Text>
        </HStack>
      </Stack>
      <Button size="xs" variant="outline" colorPalette="red" loading={revoking} onClick={() => setConfirming(true)}
        aria-label={`${API_TOKEN_TEXTS.revoke} ${token.name}`}>
        <Trash2 aria-hidden="true" />
        {API_TOKEN_TEXTS.revoke}
      </Button>
      <ConfirmDialog open={confirming} title={API_TOKEN_TEXTS.revokeTitle} message={API_TOKEN_TEXTS.confirmRevoke(token.name)}
        confirmLabel={API_TOKEN_TEXTS.revoke} cancelLabel={API_TOKEN_TEXTS.cancel} onConfirm={() => void onRevoke()} onClose={() => setConfirming(false)}
        testId="confirm-revoke-api-token" />
    </Flex>
  );
}

/** The form's checks are the server's (`apiTokenSchema`), run on what the form would send. */
function validate(values: ApiTokenFormValues): Record<string, string> {
  const r = validateWith(apiTokenSchema, apiTokenPayload(values));
  return r.ok ? {} : r.errors;
}

/** Creates a token: a name, read-only or read and write, an optional last day. */
function ApiTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const [create] = useCreateApiTokenMutation();
  const onSubmit = async (values: ApiTokenFormValues, helpers: FormikHelpers<ApiTokenFormValues>) => {
    const outcome = await create(apiTokenPayload(values));
    if (outcome.ok) {
      helpers.resetForm({ values: emptyApiTokenForm });
      if (outcome.token) onCreated(outcome.token);
      return;
    }
    if (Object.keys(outcome.fieldErrors).length) {
      helpers.setErrors(outcome.fieldErrors);
      helpers.setTouched(Object.fromEntries(Object.keys(outcome.fieldErrors).map((f) => [f, true])), false);
    } else {
      showFailure(API_TOKEN_TEXTS.createFailed, outcome);
    }
  };
  return (
    <Formik<ApiTokenFormValues> initialValues={emptyApiTokenForm} validate={validate} onSubmit={onSubmit}>
      <ApiTokenFields />
    </Formik>
  );
}

function ApiTokenFields() {
  const { isSubmitting } = useFormikContext<ApiTokenFormValues>();
  const today = new Date().toLocaleDateString("en-CA");
  return (
    <Form noValidate aria-label="Create API token">
      <Stack gap="4">
        <FormField name="name" label={API_TOKEN_TEXTS.name} placeholder={API_TOKEN_TEXTS.namePlaceholder} autoComplete="off" required />
        <Flex gap="4" direction={{ base: "column", sm: "row" }}>
          <Box flex="1">
            <EnumSelectField name="scope" label={API_TOKEN_TEXTS.scope} helperText={API_TOKEN_TEXTS.scopeHelp} values={API_TOKEN_SCOPES} labels={API_TOKEN_SCOPE_LABELS} />
          </Box>
          <Box flex="1">
            <FormField name="expiresAt" label={API_TOKEN_TEXTS.expiresAt} helperText={API_TOKEN_TEXTS.expiresAtHelp} type="date" min={today} />
          </Box>
        </Flex>
        <Flex justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting} loadingText={API_TOKEN_TEXTS.creating}>
            <Plus aria-hidden="true" />
            {API_TOKEN_TEXTS.create}
          </Button>
        </Flex>
      </Stack>
    </Form>
  );
}

/** The new token, once: Copy, and Done to hide it. */
function NewTokenNotice({ token, onDismiss }: { token: string; onDismiss: () => void }) {
  const t = API_TOKEN_TEXTS;
  return (
    <SecretNotice title={t.tokenTitle} help={t.tokenHelp} secret={token} copyLabel={t.copy} copied={t.copied} copyFailed={t.copyFailed}
      doneLabel={t.dismissToken} onDismiss={onDismiss} testId="api-token" />
  );
}

function ApiTokensSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label={API_TOKEN_TEXTS.loading} data-testid="api-tokens-skeleton">
      <Skeleton h="14" />
      <Skeleton h="24" />
    </Stack>
  );
}
