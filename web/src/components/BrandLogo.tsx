import { useState } from "react";
import { Box, Image } from "@chakra-ui/react";
import { Briefcase } from "lucide-react";

interface BrandLogoProps {
  /** The provider's logo URL; when absent or broken the product mark in the brand colour is shown. */
  src?: string | null;
  size?: string;
}

/** The provider's logo. A logo that fails to load is silently hidden. */
export function BrandLogo({ src, size = "9" }: BrandLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src?.trim() || null;
  if (url && failedSrc !== url) {
    return (
      <Image
        src={url}
        alt=""
        boxSize={size}
        objectFit="contain"
        borderRadius="md"
        flexShrink={0}
        onError={() => setFailedSrc(url)}
        data-testid="brand-logo"
      />
    );
  }
  return (
    <Box
      aria-hidden="true"
      boxSize={size}
      flexShrink={0}
      borderRadius="lg"
      bg="brand.solid"
      color="brand.contrast"
      display="flex"
      alignItems="center"
      justifyContent="center"
      boxShadow="0 1px 2px rgba(15, 23, 42, 0.12)"
      data-testid="brand-mark"
    >
      <Briefcase size="55%" strokeWidth={2.25} />
    </Box>
  );
}
