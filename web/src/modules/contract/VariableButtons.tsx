import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useFormikContext } from "formik";
import { appendVariable } from "./documentForm";
import { FORM_TEXTS } from "./texts";

/** One button per variable: a click appends `{name}` at the end of the content. */
export function VariableButtons({ variables }: { variables: readonly string[] }) {
  const { values, setFieldValue } = useFormikContext<{ content: string }>();
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" mb="1.5">
        {FORM_TEXTS.variables}
      </Text>
      <HStack gap="1.5" wrap="wrap" data-testid="variable-buttons">
        {variables.map((name) => (
          <Button
            key={name}
            type="button"
            size="2xs"
            variant="outline"
            colorPalette="gray"
            fontFamily="mono"
            fontWeight="normal"
            onClick={() => void setFieldValue("content", appendVariable(values.content, name))}
          >
            {`{${name}}`}
          </Button>
        ))}
      </HStack>
    </Box>
  );
}
