import { Box, Button, Card, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { FolderKanban, LayoutDashboard, SquareCheckBig, Users } from "lucide-react";
import { contrastText } from "@common/user-display";
import { BrandLogo } from "../../components/BrandLogo";
import { BRAND_TEXTS } from "./texts";

interface BrandPreviewProps {
  /** A valid #rrggbb colour: the last valid value of the form. */
  color: string;
  companyName: string;
  /** A logo URL worth loading (http/https), or null. */
  logo: string | null;
}

const PREVIEW_NAV = [
  { label: "Dashboard", icon: LayoutDashboard, active: true },
  { label: "Clients", icon: Users, active: false },
  { label: "Projects", icon: FolderKanban, active: false },
  { label: "Tasks", icon: SquareCheckBig, active: false },
];

/**
 * A live preview of the branded app: a mini sidebar with logo and company name (fallback 'Live Dashboard'), a
 * highlighted navigation item, primary and outline buttons and a link, all painted with the chosen colour.
 */
export function BrandPreview({ color, companyName, logo }: BrandPreviewProps) {
  const onColor = contrastText(color);
  const name = companyName.trim() || BRAND_TEXTS.previewFallbackName;
  return (
    <Box
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="lg"
      overflow="hidden"
      bg="bg.canvas"
      data-testid="brand-preview"
      data-color={color}
    >
      <Box h="1" bg={color} data-testid="preview-accent" />
      <Flex minH="64">
        <Stack as="div" w={{ base: "36", sm: "52" }} flexShrink={0} bg="bg.panel" borderEndWidth="1px" borderColor="border.muted" gap="0" aria-label="Sidebar preview">
          <HStack gap="2" px="3" h="12" borderBottomWidth="1px" borderColor="border.muted" minW="0">
            <BrandLogo src={logo} size="6" />
            <Text fontSize="sm" fontWeight="semibold" truncate data-testid="preview-company-name">
              {name}
            </Text>
          </HStack>
          <Stack gap="0.5" p="2">
            {PREVIEW_NAV.map(({ label, icon: Icon, active }) => (
              <HStack
                key={label}
                gap="2"
                px="2"
                h="7"
                borderRadius="md"
                fontSize="xs"
                fontWeight="medium"
                bg={active ? color : "transparent"}
                color={active ? onColor : "fg.muted"}
                data-testid={active ? "preview-nav-active" : undefined}
              >
                <Icon size={14} aria-hidden="true" />
                <Text as="span">{label}</Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
        <Stack flex="1" minW="0" p="4" gap="3">
          <Card.Root variant="outline" borderColor="border.muted" size="sm" bg="bg.panel">
            <Card.Body gap="3">
              <Box>
                <Text fontSize="sm" fontWeight="semibold">
                  Website redesign
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  Due in 12 days
                </Text>
              </Box>
              <Box h="1.5" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
                <Box h="full" w="65%" bg={color} borderRadius="full" />
              </Box>
              <HStack gap="2" wrap="wrap">
                <Button
                  size="xs"
                  bg={color}
                  color={onColor}
                  _hover={{ bg: color, opacity: 0.9 }}
                  tabIndex={-1}
                  data-testid="preview-primary-button"
                >
                  Primary
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  borderColor={color}
                  color={color}
                  bg="transparent"
                  _hover={{ bg: "transparent" }}
                  tabIndex={-1}
                  data-testid="preview-outline-button"
                >
                  Outline
                </Button>
              </HStack>
              <Link
                href="#"
                onClick={(e) => e.preventDefault()}
                tabIndex={-1}
                fontSize="xs"
                fontWeight="medium"
                color={color}
                textDecoration="underline"
                textUnderlineOffset="2px"
                data-testid="preview-link"
              >
                View project details
              </Link>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Flex>
    </Box>
  );
}
