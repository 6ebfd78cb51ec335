import { useMemo } from "react";
import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { FORM_TEXTS } from "./texts";
import { renderMarkdown } from "./markdown";
import { prose } from "./prose";


interface DocumentPreviewProps {
  /** The content with its variables filled in. */
  text: string;
  /** The variables that had no value (they stay as written in the text). */
  unknown: readonly string[];
}

/**
 * The document as it will read: its markdown rendered with raw HTML escaped and only http(s) and mailto links kept,
 * and under it the variables still without a value.
 */
export function DocumentPreview({ text, unknown }: DocumentPreviewProps) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    <Stack gap="3" data-testid="document-preview">
      {text.trim() === "" ? (
        <Text color="fg.muted" fontSize="sm">
          {FORM_TEXTS.emptyPreview}
        </Text>
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
