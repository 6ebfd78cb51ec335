import { useEffect, useRef, useState } from "react";
import { Box, Button, Card, Field, Flex, Grid, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Info, Save } from "lucide-react";
import { Form, Formik, useField, useFormikContext, type FormikHelpers } from "formik";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { brandSettingsSchema } from "@common/user";
import { DEFAULT_BRAND_COLOR, HEX_COLOR } from "@common/user-display";
import { isHttpUrl } from "@common/validation";
import { finishSettingsSave } from "../../components/finishSettingsSave";
import { FormField } from "../../components/FormField";
import { PageHeader } from "../../components/PageHeader";
import { preloadRouteQuery } from "../../relay/preload";
import { applyBrandColor } from "../../theme/brand";
import { BRAND_SETTINGS_HEADING } from "./heading";
import { BrandPreview } from "./BrandPreview";
import { BRAND_TEXTS } from "./texts";
import { useUpdateBrandSettingsMutation } from "./useUpdateBrandSettingsMutation";
import BrandSettingsPageQueryNode, { type BrandSettingsPageQuery } from "./__generated__/BrandSettingsPageQuery.graphql";
import { panelCard } from "../../theme/surfaces";

export const brandSettingsPageQuery = graphql`
  query BrandSettingsPageQuery {
    viewer {
      id
      companyName
      brandColor
      brandLogo
    }
  }
`;

/** The route's loader (the viewer's brand fields are usually in the store already from the shell's query). */
export function load(environment: IEnvironment): PreloadedQuery<BrandSettingsPageQuery> {
  return preloadRouteQuery<BrandSettingsPageQuery>(environment, "brand-settings", BrandSettingsPageQueryNode, {});
}

export interface BrandSettingsValues {
  companyName: string;
  brandColor: string;
  brandLogo: string;
}

/** The value as a colour to show, or null while it is not a valid #rrggbb colour. */
export function validHex(value: string): string | null {
  const v = value.trim();
  return HEX_COLOR.test(v) ? v.toLowerCase() : null;
}

const { heading, subtitle } = BRAND_SETTINGS_HEADING;

/** Brand Settings: company name, brand colour (picker + text), logo URL, live preview, save. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<BrandSettingsPageQuery>;
  const { viewer } = usePreloadedQuery<BrandSettingsPageQuery>(brandSettingsPageQuery, queryRef);
  const [save] = useUpdateBrandSettingsMutation();

  // Leaving the page without saving restores the saved colour (read at unmount time: a save may have changed it).
  const savedColor = useRef(viewer.brandColor);
  savedColor.current = viewer.brandColor;
  useEffect(() => () => void applyBrandColor(savedColor.current), []);

  const initialValues: BrandSettingsValues = {
    companyName: viewer.companyName ?? "",
    brandColor: validHex(viewer.brandColor) ?? DEFAULT_BRAND_COLOR,
    brandLogo: viewer.brandLogo ?? "",
  };

  const onSubmit = async (values: BrandSettingsValues, helpers: FormikHelpers<BrandSettingsValues>) => {
    const v = brandSettingsSchema.cast(values, { stripUnknown: true });
    const outcome = await save({ companyName: v.companyName, brandColor: v.brandColor.toLowerCase(), brandLogo: v.brandLogo });
    finishSettingsSave(outcome, helpers, { companyName: v.companyName ?? "", brandColor: v.brandColor.toLowerCase(), brandLogo: v.brandLogo ?? "" }, BRAND_TEXTS);
  };

  return (
    <>
      <PageHeader title={heading} subtitle={subtitle} />
      <Formik<BrandSettingsValues> initialValues={initialValues} validationSchema={brandSettingsSchema} onSubmit={onSubmit}>
        <BrandSettingsForm />
      </Formik>
    </>
  );
}

function BrandSettingsForm() {
  const { values, isSubmitting } = useFormikContext<BrandSettingsValues>();
  // the last valid colour: the picker, the preview and the page follow it; an invalid text leaves them as they were
  const [color, setColor] = useState(() => validHex(values.brandColor) ?? DEFAULT_BRAND_COLOR);
  const typed = validHex(values.brandColor);
  useEffect(() => {
    if (typed) setColor(typed);
  }, [typed]);
  useEffect(() => {
    applyBrandColor(color);
  }, [color]);

  const logo = values.brandLogo.trim();
  return (
    <Form noValidate aria-label="Brand settings">
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) minmax(0, 1fr)" }} gap="6" alignItems="start">
        <Card.Root {...panelCard}>
          <Card.Header pb="0">
            <Card.Title fontSize="md" as="h2">
              Brand identity
            </Card.Title>
            <Card.Description fontSize="sm">How your workspace looks to you and your clients.</Card.Description>
          </Card.Header>
          <Card.Body>
            <Stack gap="5">
              <FormField name="companyName" label="Company Name" placeholder="Your company" autoComplete="organization" />
              <BrandColorField pickerValue={color} />
              <FormField
                name="brandLogo"
                label="Brand Logo URL"
                type="url"
                placeholder="https://example.com/logo.png"
                helperText="Optional. A square PNG or SVG works best."
              />
            </Stack>
          </Card.Body>
          <Card.Footer flexDirection="column" alignItems="stretch" gap="4" borderTopWidth="1px" borderColor="border.muted" pt="5">
            <HStack align="flex-start" gap="2.5" p="3" borderRadius="md" bg="brand.subtle" color="fg" fontSize="sm" data-testid="brand-note">
              <Box color="brand.fg" mt="0.5" flexShrink={0}>
                <Info size={16} aria-hidden="true" />
              </Box>
              <Text>{BRAND_TEXTS.note}</Text>
            </HStack>
            <Flex justify="flex-end">
              <Button type="submit" loading={isSubmitting} disabled={isSubmitting} loadingText="Saving...">
                <Save aria-hidden="true" />
                {BRAND_TEXTS.save}
              </Button>
            </Flex>
          </Card.Footer>
        </Card.Root>

        <Card.Root {...panelCard} position={{ lg: "sticky" }} top={{ lg: "24" }}>
          <Card.Header pb="0">
            <Card.Title fontSize="md" as="h2">
              Live preview
            </Card.Title>
            <Card.Description fontSize="sm">Your brand as it appears in the app.</Card.Description>
          </Card.Header>
          <Card.Body>
            <BrandPreview color={color} companyName={values.companyName} logo={logo && isHttpUrl(logo) ? logo : null} />
          </Card.Body>
        </Card.Root>
      </Grid>
    </Form>
  );
}

/** Brand Color: a native colour picker and a hex text field kept in sync both ways. */
function BrandColorField({ pickerValue }: { pickerValue: string }) {
  const [field, meta, helpers] = useField<string>("brandColor");
  // shown while typing too, not only after leaving the field
  const invalid = Boolean(meta.error && (meta.touched || field.value !== meta.initialValue));
  return (
    <Field.Root invalid={invalid} required>
      <Field.Label fontSize="sm" fontWeight="medium" htmlFor="brandColor-text">
        Brand Color
      </Field.Label>
      <HStack gap="3" w="full">
        <Box
          position="relative"
          boxSize="10"
          flexShrink={0}
          borderRadius="md"
          borderWidth="1px"
          borderColor="border"
          overflow="hidden"
          bg={pickerValue}
          _focusWithin={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
        >
          <input
            type="color"
            aria-label="Brand color picker"
            value={pickerValue}
            onChange={(e) => {
              void helpers.setValue(e.target.value.toLowerCase());
            }}
            style={{ position: "absolute", inset: 0, width: "100%", height: "100%", opacity: 0, cursor: "pointer", border: 0, padding: 0 }}
            data-testid="brand-color-picker"
          />
        </Box>
        <Input
          id="brandColor-text"
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={DEFAULT_BRAND_COLOR}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          fontFamily="mono"
          maxW="40"
          data-testid="brand-color-text"
        />
      </HStack>
      {invalid ? null : <Field.HelperText>Any hex color, for example {DEFAULT_BRAND_COLOR}.</Field.HelperText>}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
