import { Alert, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Copy } from "lucide-react";
import { toast } from "./toaster";

interface SecretNoticeProps {
  title: string;
  /** why it is shown once and what it is for */
  help: string;
  secret: string;
  copyLabel: string;
  /** the toast once copied */
  copied: string;
  /** the toast when the browser refused the clipboard */
  copyFailed: string;
  doneLabel: string;
  onDismiss: () => void;
  /** test ids of the notice and of its value */
  testId: string;
}

/** A secret the server shows once (an API token, a webhook's signing secret): selectable, Copy, and Done to hide it. */
export function SecretNotice({ title, help, secret, copyLabel, copied, copyFailed, doneLabel, onDismiss, testId }: SecretNoticeProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success({ title: copied });
    } catch {
      toast.error({ title: "Error", description: copyFailed });
    }
  };
  return (
    <Alert.Root status="success" variant="subtle" borderRadius="lg" data-testid={testId}>
      <Alert.Content gap="2" minW="0">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text fontSize="sm">{help}</Text>
            <Box as="code" fontFamily="mono" fontSize="xs" p="2" bg="bg" borderRadius="md" wordBreak="break-all" userSelect="all"
              data-testid={`${testId}-value`}>
              {secret}
            </Box>
            <HStack gap="2">
              <Button size="xs" onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                {copyLabel}
              </Button>
              <Button size="xs" variant="outline" colorPalette="gray" onClick={onDismiss}>
                {doneLabel}
              </Button>
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
