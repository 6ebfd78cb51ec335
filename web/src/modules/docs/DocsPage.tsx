import { lazy, Suspense, type ReactNode } from "react";
import { useClaimSearchShortcut } from "../../components/search/shortcut";
import { Box, Link as ChakraLink, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { PageHeader } from "../../components/PageHeader";
import { PanelCard, PanelTitle } from "../../components/PanelCard";
import { recordListPath } from "../../lib/recordPaths";
import { DOCS_HEADING } from "./heading";

// the REST reference (Scalar, with its styles) is far larger than the rest of the app's pages: it loads here only
const ApiReference = lazy(() => import("./ApiReference"));

const TOKEN = "cf_...";

function Example({ label, children }: { label: string; children: string }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" color="fg" mb="1.5">
        {label}
      </Text>
      <Box
        as="pre"
        aria-label={label}
        fontFamily="mono"
        fontSize="xs"
        lineHeight="tall"
        bg="bg.muted"
        color="fg"
        borderRadius="md"
        borderWidth="1px"
        borderColor="border.muted"
        px="3"
        py="2.5"
        overflowX="auto"
        whiteSpace="pre"
      >
        {children}
      </Box>
    </Box>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}

/** The examples name this server, as the reader will call it. */
export function authExamples(origin: string) {
  const ws = origin.replace(/^http/, "ws");
  return {
    graphql: `curl ${origin}/graphql \\
  -H "Authorization: Bearer ${TOKEN}" \\
  -H "Content-Type: application/json" \\
  -d '{"query": "{ viewer { email } }"}'`,
    subscriptions: `import { createClient } from "graphql-ws";

const client = createClient({
  url: "${ws}/graphql",
  connectionParams: { authorization: "Bearer ${TOKEN}" },
});`,
    rest: `curl ${origin}/api/clients -H "Authorization: Bearer ${TOKEN}"`,
  };
}

export function Component() {
  // Ctrl/Cmd+K is the reference's search on this page, from its first paint (the reference's code loads after it):
  // the app's palette never opens here
  useClaimSearchShortcut();
  const examples = authExamples(window.location.origin);
  return (
    <>
      <PageHeader title={DOCS_HEADING.heading} subtitle={DOCS_HEADING.subtitle} />
      <Stack gap="6">
        <PanelCard headingId="docs-auth" header={<PanelTitle id="docs-auth" title="Authentication" />}>
          <Stack gap="4">
            <Paragraph>
              Programs call the API with an API token instead of signing in. Create one in{" "}
              <ChakraLink asChild color="brand.fg" fontWeight="medium">
                {/* a full page load back into the app, whose CSP is its own (this page's allows fewer images) */}
                <Link to={recordListPath("apiToken")} reloadDocument>Settings, API tokens</Link>
              </ChakraLink>{" "}
              and send it in the <code>Authorization</code> header of every request: GraphQL, REST and subscriptions alike.
            </Paragraph>
            <Example label="GraphQL over HTTP">{examples.graphql}</Example>
            <Example label="GraphQL subscriptions over WebSocket (graphql-ws)">{examples.subscriptions}</Example>
            <Example label="REST">{examples.rest}</Example>
          </Stack>
        </PanelCard>
        <PanelCard headingId="docs-graphql" header={<PanelTitle id="docs-graphql" title="GraphQL" />}>
          <Paragraph>
            The app itself runs on the GraphQL API at <code>/graphql</code>: every query, mutation and subscription it uses is
            open to your tools. Its schema:{" "}
            <ChakraLink href="/graphql/schema.graphql" color="brand.fg" fontWeight="medium" target="_blank" rel="noopener">
              schema.graphql
            </ChakraLink>
            .
          </Paragraph>
        </PanelCard>
        <PanelCard
          headingId="docs-rest"
          header={
            <PanelTitle
              id="docs-rest"
              title="REST"
              description={
                <>
                  Every route, its input and its answers, from{" "}
                  <ChakraLink href="/api/openapi.json" color="brand.fg" target="_blank" rel="noopener">
                    the OpenAPI document
                  </ChakraLink>
                  .
                </>
              }
            />
          }
        >
          {/* Scalar's sidebar sticks below the app's top bar (4rem); the document's title, which Scalar shows as an h1,
              is this page's own heading already (one h1 a page); Scalar's styles are outside Chakra's cascade layers,
              which only an important declaration outranks */}
          <Box css={{ "--scalar-custom-header-height": "4rem", "& h1": { display: "none !important" } }} mx={{ base: "-5", md: "0" }}>
            <Suspense fallback={<Skeleton h="96" borderRadius="md" aria-label="Loading the REST reference" />}>
              <ApiReference />
            </Suspense>
          </Box>
        </PanelCard>
      </Stack>
    </>
  );
}
