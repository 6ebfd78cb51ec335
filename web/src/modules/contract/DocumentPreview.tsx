import { useMemo } from "react";
import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { FORM_TEXTS } from "./texts";
import { renderMarkdown } from "./markdown";

/** How the document's markdown looks in the preview. */
const prose = {
  fontSize: "sm",
  lineHeight: "1.65",
  wordBreak: "break-word",
  "& h1": { fontSize: "xl", fontWeight: "bold", mt: "2", mb: "3" },
  "& h2": { fontSize: "lg", fontWeight: "semibold", mt: "5", mb: "2" },
  "& h3, & h4, & h5, & h6": { fontSize: "md", fontWeight: "semibold", mt: "4", mb: "2" },
  "& p": { my: "2" },
  "& ul, & ol": { ps: "6", my: "2" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li": { my: "1" },
  "& a": { color: "brand.fg", textDecoration: "underline" },
  "& blockquote": { borderStartWidth: "3px", borderColor: "border", ps: "3", color: "fg.muted", my: "3" },
  "& code": { fontFamily: "mono", fontSize: "0.85em", bg: "bg.muted", px: "1", borderRadius: "sm" },
  "& pre": { bg: "bg.muted", p: "3", borderRadius: "md", overflowX: "auto", my: "3" },
  "& hr": { my: "4", borderColor: "border.muted" },
  "& table": { borderCollapse: "collapse", my: "3" },
  "& th, & td": { borderWidth: "1px", borderColor: "border.muted", px: "2", py: "1" },
} as const;

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
