import { useState } from "react";
import { Alert, Box, Button, Flex, Heading, IconButton, Input, InputGroup, SimpleGrid, Stack, Tabs, Text } from "@chakra-ui/react";
import { Check, Eye, EyeOff } from "lucide-react";
import { Form, Formik, type FormikHelpers } from "formik";
import { useSearchParams } from "react-router";
import { BrandLogo } from "../components/BrandLogo";
import { FormField } from "../components/FormField";
import { registerSchema, signInSchema, type RegisterValues, type SignInValues } from "../auth/schemas";
import { browserTimeZone } from "@common/timezone";
import { register, signIn } from "../auth/session";
import { safeReturnTo } from "../auth/returnTo";
import { ApiError } from "../lib/api";
import { assignLocation } from "../lib/browser";
import { useDocumentTitle } from "../lib/useDocumentTitle";
import { PRODUCT_NAME } from "../lib/user";

export type SignInMode = "signin" | "register";

const INVALID_CREDENTIALS = "Invalid email or password";
const GENERIC_FAILURE = "Something went wrong. Please try again.";
const NETWORK_FAILURE = "Could not reach the server. Check your connection and try again.";

const copy: Record<SignInMode, { heading: string; subtitle: string; submit: string }> = {
  signin: { heading: "Welcome back", subtitle: `Sign in to your ${PRODUCT_NAME} workspace.`, submit: "Sign in" },
  register: { heading: "Create your account", subtitle: "Set up your workspace in less than a minute.", submit: "Create account" },
};

/** The message to show for a failed sign-in or registration call. */
function failureMessage(error: unknown, mode: SignInMode): string {
  if (error instanceof ApiError) {
    if (error.status === 401 && mode === "signin") return INVALID_CREDENTIALS;
    if (error.status === 429) return error.serverMessage ?? "Too many sign-in attempts. Try again in a minute.";
    if (error.status >= 400 && error.status < 500 && error.serverMessage) return error.serverMessage;
    return GENERIC_FAILURE;
  }
  if (error instanceof TypeError) return NETWORK_FAILURE;
  return GENERIC_FAILURE;
}

/**
 * The sign-in / create-account page at /api/login (shown when the server has no OpenID Connect provider). After
 * success the browser goes to ?returnTo= (a same-site path only) with a full page load.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<SignInMode>(params.get("mode") === "register" ? "register" : "signin");
  const returnTo = safeReturnTo(params.get("returnTo"));
  const text = copy[mode];
  useDocumentTitle(mode === "signin" ? "Sign in" : "Create account");

  return (
    <Flex minH="100dvh" bg="bg.panel">
      <Flex as="main" flex="1" direction="column" px={{ base: "5", sm: "10" }} py="8">
        <Flex asChild align="center" gap="2.5" alignSelf="flex-start" color="fg" textDecoration="none">
          <a href="/">
            <BrandLogo size="8" />
            <Text fontWeight="bold" fontSize="lg" letterSpacing="-0.02em">
              {PRODUCT_NAME}
            </Text>
          </a>
        </Flex>

        <Flex flex="1" align="center" justify="center" py="10">
          <Box w="full" maxW="sm">
            <Heading as="h1" fontSize="3xl" letterSpacing="-0.03em" fontWeight="semibold">
              {text.heading}
            </Heading>
            <Text mt="2" color="fg.muted" fontSize="sm">
              {text.subtitle}
            </Text>

            <Tabs.Root value={mode} onValueChange={(e) => setMode(e.value as SignInMode)} variant="enclosed" fitted mt="8" size="sm" lazyMount unmountOnExit>
              <Tabs.List w="full">
                <Tabs.Trigger value="signin">Sign in</Tabs.Trigger>
                <Tabs.Trigger value="register">Create account</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="signin" pt="6">
                <SignInForm returnTo={returnTo} />
              </Tabs.Content>
              <Tabs.Content value="register" pt="6">
                <RegisterForm returnTo={returnTo} />
              </Tabs.Content>
            </Tabs.Root>

            <Text mt="8" fontSize="sm" color="fg.muted" textAlign="center">
              {mode === "signin" ? "New to " + PRODUCT_NAME + "? " : "Already have an account? "}
              <Button variant="plain" size="sm" px="0" h="auto" color="brand.fg" fontWeight="semibold" onClick={() => setMode(mode === "signin" ? "register" : "signin")}>
                {mode === "signin" ? "Create an account" : "Sign in instead"}
              </Button>
            </Text>
          </Box>
        </Flex>
      </Flex>

      <BrandPanel />
    </Flex>
  );
}

function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" variant="subtle" borderRadius="lg" size="sm" data-testid="form-error">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{message}</Alert.Title>
    </Alert.Root>
  );
}

function PasswordField({ name, autoComplete, helperText }: { name: string; autoComplete: string; helperText?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      name={name}
      label="Password"
      required
      helperText={helperText}
      render={(field) => (
        <InputGroup
          endElement={
            <IconButton
              aria-label={visible ? "Hide password" : "Show password"}
              variant="ghost"
              size="xs"
              colorPalette="gray"
              me="-2"
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? <EyeOff /> : <Eye />}
            </IconButton>
          }
        >
          <Input {...field} type={visible ? "text" : "password"} autoComplete={autoComplete} />
        </InputGroup>
      )}
    />
  );
}

function SignInForm({ returnTo }: { returnTo: string }) {
  const submit = async (values: SignInValues, helpers: FormikHelpers<SignInValues>) => {
    helpers.setStatus(undefined);
    try {
      await signIn({ email: values.email.trim(), password: values.password });
      assignLocation(returnTo);
      // keep the button busy while the browser navigates
      await new Promise(() => undefined);
    } catch (error) {
      helpers.setStatus(failureMessage(error, "signin"));
    }
  };
  return (
    <Formik<SignInValues> initialValues={{ email: "", password: "" }} validationSchema={signInSchema} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <Form noValidate aria-label="Sign in">
          <Stack gap="4">
            <FormAlert message={status as string | undefined} />
            <FormField name="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" required />
            <PasswordField name="password" autoComplete="current-password" />
            <Button type="submit" loading={isSubmitting} loadingText="Signing in..." w="full" mt="2">
              Sign in
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function RegisterForm({ returnTo }: { returnTo: string }) {
  const submit = async (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => {
    helpers.setStatus(undefined);
    try {
      await register({
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName?.trim() || undefined,
        lastName: values.lastName?.trim() || undefined,
        timeZone: browserTimeZone(),
      });
      assignLocation(returnTo);
      await new Promise(() => undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        helpers.setFieldError("email", error.serverMessage ?? "An account with this email already exists");
        return;
      }
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        helpers.setErrors(error.fieldErrors);
        return;
      }
      helpers.setStatus(failureMessage(error, "register"));
    }
  };
  return (
    <Formik<RegisterValues>
      initialValues={{ firstName: "", lastName: "", email: "", password: "" }}
      validationSchema={registerSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate aria-label="Create account">
          <Stack gap="4">
            <FormAlert message={status as string | undefined} />
            <SimpleGrid columns={2} gap="3">
              <FormField name="firstName" label="First name" autoComplete="given-name" />
              <FormField name="lastName" label="Last name" autoComplete="family-name" />
            </SimpleGrid>
            <FormField name="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" required />
            <PasswordField name="password" autoComplete="new-password" helperText="At least 10 characters, not a common password." />
            <Button type="submit" loading={isSubmitting} loadingText="Creating account..." w="full" mt="2">
              Create account
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

const highlights = [
  "Clients, projects and tasks in one place",
  "Invoices with tax worked out for you",
  "Your own company name, logo and brand color",
];

function BrandPanel() {
  return (
    <Flex
      display={{ base: "none", lg: "flex" }}
      w="45%"
      maxW="2xl"
      direction="column"
      justify="center"
      px="16"
      py="12"
      bg="brand.solid"
      color="brand.contrast"
      bgImage="radial-gradient(50rem 30rem at 100% 0%, rgba(255,255,255,0.18), transparent), radial-gradient(40rem 30rem at 0% 100%, rgba(0,0,0,0.18), transparent)"
      aria-hidden="true"
    >
      <Text fontSize="3xl" fontWeight="semibold" letterSpacing="-0.03em" lineHeight="1.2" maxW="md">
        The workspace for freelancers and small agencies.
      </Text>
      <Stack mt="8" gap="4">
        {highlights.map((h) => (
          <Flex key={h} align="center" gap="3">
            <Flex boxSize="6" borderRadius="full" bg="white/20" align="center" justify="center" flexShrink={0}>
              <Check size={14} strokeWidth={3} />
            </Flex>
            <Text fontSize="md" opacity={0.95}>
              {h}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Flex>
  );
}
