import type { ComponentProps, ReactNode } from "react";
import { Badge, Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ArrowRight, FolderKanban, MessageSquare, Palette, Receipt, SquareCheckBig, Users, type LucideIcon } from "lucide-react";
import { BrandLogo } from "../components/BrandLogo";
import { LOGIN_PATH } from "../auth/returnTo";
import { useDocumentTitle } from "../lib/useDocumentTitle";
import { PRODUCT_NAME } from "../lib/user";

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The landing page's feature cards. */
const LANDING_FEATURES: readonly Feature[] = [
  {
    icon: Users,
    title: "Client Management",
    text: "Keep every client's contact details, company, status and social profiles organized in one place.",
  },
  {
    icon: FolderKanban,
    title: "Project Tracking",
    text: "Follow each project's status, priority, progress, budget and due date at a glance.",
  },
  {
    icon: SquareCheckBig,
    title: "Task Management",
    text: "Plan your work, tick tasks off as you go and catch overdue items before they slip.",
  },
  {
    icon: Receipt,
    title: "Invoicing & Payments",
    text: "Create itemized invoices with tax worked out for you and see what is paid, sent or overdue.",
  },
  {
    icon: MessageSquare,
    title: "Communication Hub",
    text: "Message clients and your team, with optional e-mail notifications to your contacts.",
  },
  {
    icon: Palette,
    title: "White-label Branding",
    text: "Present your own company name, logo and brand color throughout the workspace.",
  },
];

/** A link to the login address styled as a button: a full page navigation, the server decides what follows. */
function LoginButton({ children, ...props }: { children: ReactNode } & ComponentProps<typeof Button>) {
  return (
    <Button asChild {...props}>
      <a href={LOGIN_PATH}>{children}</a>
    </Button>
  );
}

/** The public page at "/" for signed-out visitors. */
export function LandingPage() {
  useDocumentTitle(null);
  return (
    <Box minH="100dvh" bg="bg.panel" display="flex" flexDirection="column">
      <Box as="header" borderBottomWidth="1px" borderColor="border.muted" bg="bg.panel/90" backdropFilter="blur(8px)" position="sticky" top="0" zIndex="sticky">
        <Container maxW="6xl" h="16" display="flex" alignItems="center" justifyContent="space-between">
          <Flex align="center" gap="2.5">
            <BrandLogo size="8" />
            <Text fontWeight="bold" fontSize="lg" letterSpacing="-0.02em">
              {PRODUCT_NAME}
            </Text>
          </Flex>
          <LoginButton variant="outline" size="sm" colorPalette="gray">
            Sign In
          </LoginButton>
        </Container>
      </Box>

      <Box as="main" flex="1">
        <Box
          position="relative"
          overflow="hidden"
          bgImage="radial-gradient(60rem 30rem at 50% -10%, color-mix(in srgb, var(--brand-color) 14%, transparent), transparent)"
        >
          <Container maxW="6xl" pt={{ base: "16", md: "24" }} pb={{ base: "12", md: "20" }}>
            <Stack align="center" textAlign="center" gap="6" maxW="3xl" mx="auto">
              <Badge variant="subtle" size="lg" borderRadius="full" px="3" py="1" bg="brand.subtle" color="brand.fg">
                For freelancers and small agencies
              </Badge>
              <Heading as="h1" fontSize={{ base: "4xl", md: "6xl" }} lineHeight="1.08" letterSpacing="-0.035em" fontWeight="bold">
                Your clients, projects and invoices,{" "}
                <Box as="span" color="brand.solid">
                  in one workspace
                </Box>
              </Heading>
              <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted" maxW="2xl">
                {PRODUCT_NAME} brings client management, project tracking, tasks, invoicing and messaging together under your
                own brand, so you spend less time on admin and more time on the work.
              </Text>
              <Flex gap="3" wrap="wrap" justify="center">
                <LoginButton size="lg" px="6" boxShadow="sm">
                  Get Started Free <ArrowRight aria-hidden="true" />
                </LoginButton>
                <Button asChild size="lg" variant="ghost" colorPalette="gray">
                  <a href="#features">See features</a>
                </Button>
              </Flex>
            </Stack>
            <ProductPreview />
          </Container>
        </Box>

        <Box as="section" id="features" aria-labelledby="features-heading" py={{ base: "16", md: "24" }} bg="bg.canvas" borderTopWidth="1px" borderColor="border.muted">
          <Container maxW="6xl">
            <Stack textAlign="center" gap="3" maxW="2xl" mx="auto" mb={{ base: "10", md: "14" }}>
              <Text fontSize="sm" fontWeight="semibold" color="brand.solid" textTransform="uppercase" letterSpacing="0.08em">
                Features
              </Text>
              <Heading as="h2" id="features-heading" fontSize={{ base: "2xl", md: "4xl" }} lineHeight="1.15" letterSpacing="-0.03em">
                Everything you need to run your client business
              </Heading>
              <Text color="fg.muted">One place for the work you do for clients, from the first conversation to the final invoice.</Text>
            </Stack>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
              {LANDING_FEATURES.map((f) => (
                <FeatureCard key={f.title} feature={f} />
              ))}
            </SimpleGrid>
          </Container>
        </Box>

        <Box as="section" aria-labelledby="cta-heading" py={{ base: "16", md: "20" }}>
          <Container maxW="5xl">
            <Stack
              align="center"
              textAlign="center"
              gap="5"
              px={{ base: "6", md: "12" }}
              py={{ base: "12", md: "16" }}
              borderRadius="3xl"
              bg="brand.solid"
              color="brand.contrast"
              bgImage="radial-gradient(40rem 20rem at 80% 0%, rgba(255,255,255,0.18), transparent)"
              boxShadow="lg"
            >
              <Heading as="h2" id="cta-heading" fontSize={{ base: "2xl", md: "4xl" }} lineHeight="1.15" letterSpacing="-0.03em">
                Ready to bring your client work together?
              </Heading>
              <Text opacity={0.9} maxW="xl">
                Create your workspace and add your first client today.
              </Text>
              <Button asChild size="lg" px="6" bg="white" color="gray.900" _hover={{ bg: "gray.100" }}>
                <a href={LOGIN_PATH}>Start Free Today</a>
              </Button>
            </Stack>
          </Container>
        </Box>
      </Box>

      <Box as="footer" borderTopWidth="1px" borderColor="border.muted" py="8">
        <Container maxW="6xl" display="flex" flexDirection={{ base: "column", sm: "row" }} gap="3" alignItems="center" justifyContent="space-between">
          <Flex align="center" gap="2">
            <BrandLogo size="6" />
            <Text fontWeight="semibold" fontSize="sm">
              {PRODUCT_NAME}
            </Text>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </Text>
        </Container>
      </Box>
    </Box>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const Icon = feature.icon;
  return (
    <Box
      as="article"
      p="6"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      boxShadow="xs"
      transition="box-shadow 150ms, transform 150ms, border-color 150ms"
      _hover={{ boxShadow: "md", transform: "translateY(-2px)", borderColor: "brand.border" }}
    >
      <Flex boxSize="11" borderRadius="lg" bg="brand.subtle" color="brand.fg" align="center" justify="center" mb="4">
        <Icon size={22} aria-hidden="true" />
      </Flex>
      <Heading as="h3" fontSize="lg" fontWeight="semibold" letterSpacing="-0.01em" mb="2">
        {feature.title}
      </Heading>
      <Text color="fg.muted" fontSize="sm" lineHeight="1.65">
        {feature.text}
      </Text>
    </Box>
  );
}

/** A decorative, data-free sketch of the workspace (sidebar, cards, list). */
function ProductPreview() {
  const line = (w: string, bg = "gray.200") => <Box h="2" w={w} borderRadius="full" bg={bg} />;
  return (
    <Box aria-hidden="true" mt={{ base: "12", md: "16" }} mx="auto" maxW="5xl" borderRadius="2xl" borderWidth="1px" borderColor="border.muted" bg="bg.panel" boxShadow="0 30px 60px -20px rgba(15, 23, 42, 0.25)" overflow="hidden">
      <Flex h="9" align="center" gap="1.5" px="4" borderBottomWidth="1px" borderColor="border.muted" bg="gray.50">
        <Box boxSize="2.5" borderRadius="full" bg="red.300" />
        <Box boxSize="2.5" borderRadius="full" bg="yellow.300" />
        <Box boxSize="2.5" borderRadius="full" bg="green.300" />
      </Flex>
      <Flex h={{ base: "56", md: "80" }}>
        <Stack w={{ base: "24", md: "44" }} p="4" gap="3" borderEndWidth="1px" borderColor="border.muted" flexShrink={0}>
          <Flex align="center" gap="2" mb="2">
            <Box boxSize="5" borderRadius="md" bg="brand.solid" />
            {line("60%", "gray.300")}
          </Flex>
          <Box h="6" borderRadius="md" bg="brand.solid" opacity={0.9} />
          {["80%", "65%", "75%", "55%", "70%", "60%"].map((w, i) => (
            <Box key={i} px="1">
              {line(w)}
            </Box>
          ))}
        </Stack>
        <Stack flex="1" p={{ base: "4", md: "6" }} gap="5" minW="0">
          {line("30%", "gray.300")}
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {[0, 1, 2, 3].map((i) => (
              <Stack key={i} p="3" gap="2" borderWidth="1px" borderColor="border.muted" borderRadius="lg" display={{ base: i > 1 ? "none" : "flex", md: "flex" }}>
                {line("50%")}
                <Box h="4" w="40%" borderRadius="md" bg={i === 0 ? "brand.muted" : "gray.300"} />
              </Stack>
            ))}
          </SimpleGrid>
          <Stack gap="3" p="4" borderWidth="1px" borderColor="border.muted" borderRadius="lg" flex="1" display={{ base: "none", sm: "flex" }}>
            {[70, 55, 80].map((w, i) => (
              <Flex key={i} align="center" gap="3">
                <Box boxSize="6" borderRadius="md" bg="brand.subtle" flexShrink={0} />
                <Stack flex="1" gap="1.5">
                  {line(`${w}%`, "gray.300")}
                  <Box h="1.5" borderRadius="full" bg="gray.100" overflow="hidden">
                    <Box h="full" w={`${w - 20}%`} bg="brand.solid" />
                  </Box>
                </Stack>
              </Flex>
            ))}
          </Stack>
        </Stack>
      </Flex>
    </Box>
  );
}
