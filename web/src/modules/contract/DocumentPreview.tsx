import { Box, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { FORM_TEXTS } from "./texts";
import { prose } from "./prose";

interface DocumentPreviewProps {
  /** The server's rendering of the document for the form's values (what the client will read), or null before the first one. */
  html: string | null;
  /** The variables that have no value yet (sending is refused while any is left). */
  unknown: readonly string[];
  /** A newer rendering is on its way: the last one stays on screen meanwhile. */
  loading: boolean;
  /** The content is empty: nothing to render. */
  empty: boolean;
}

/**
 * The document as the client will read it: the server's one rendering (template defaults, variables, brand, client,
 * project; raw HTML escaped and only http(s) and mailto links kept), and under it the variables still without a value.
 */
export function DocumentPreview({ html, unknown, loading, empty }: DocumentPreviewProps) {
  return (
    <Stack gap="3" data-testid="document-preview" aria-busy={loading}>
      {empty ? (
        <Text color="fg.muted" fontSize="sm">
          {FORM_TEXTS.emptyPreview}
        </Text>
      ) : html == null ? (
        <Skeleton h="300px" borderRadius="lg" aria-label={FORM_TEXTS.previewLoading} />
      ) : (
        <Box
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="lg"
          bg="bg.panel"
          px={{ base: "4", md: "6" }}
          py="4"
          minH="300px"
          maxH="60vh"
          overflowY="auto"
          opacity={loading ? 0.7 : 1}
          transition="opacity 0.15s"
          css={prose}
          data-testid="document-preview-body"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      {unknown.length > 0 ? (
        <Box data-testid="preview-unknown">
          <Text fontSize="xs" fontWeight="medium" color="fg.muted" mb="1.5">
            {FORM_TEXTS.unknownVariables}
          </Text>
          <HStack as="ul" gap="1.5" wrap="wrap" listStyleType="none" m="0" p="0">
            {unknown.map((name) => (
              <Box as="li" key={name} fontFamily="mono" fontSize="xs" px="2" py="0.5" borderRadius="md" bg="orange.subtle" color="orange.fg">
                {`{${name}}`}
              </Box>
            ))}
          </HStack>
        </Box>
      ) : null}
    </Stack>
  );
}
