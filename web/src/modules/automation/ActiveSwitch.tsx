import { chakra } from "@chakra-ui/react";

const Track = chakra("button");
const Thumb = chakra("span");

interface ActiveSwitchProps {
  checked: boolean;
  /** The accessible name ('Active: Onboarding'). */
  label: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off switch (role switch, Space or Enter toggles it as a button does), drawn with plain styles so the screen
 * adds no Chakra recipe to the app's theme.
 */
export function ActiveSwitch({ checked, label, disabled, onChange }: ActiveSwitchProps) {
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      data-testid="workflow-active-switch"
      position="relative"
      display="inline-flex"
      alignItems="center"
      flexShrink={0}
      w="9"
      h="5"
      p="0.5"
      borderRadius="full"
      bg={checked ? "brand.solid" : "gray.300"}
      transition="background 150ms"
      cursor={disabled ? "not-allowed" : "pointer"}
      opacity={disabled ? 0.6 : 1}
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
    >
      <Thumb
        display="block"
        boxSize="4"
        borderRadius="full"
        bg="white"
        boxShadow="xs"
        transform={checked ? "translateX(16px)" : "translateX(0)"}
        transition="transform 150ms"
      />
    </Track>
  );
}
