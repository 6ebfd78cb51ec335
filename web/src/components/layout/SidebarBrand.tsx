import { Flex, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { BrandLogo } from "../BrandLogo";
import { displayCompanyName } from "../../lib/user";
import type { SidebarBrand_viewer$key } from "./__generated__/SidebarBrand_viewer.graphql";

/** Logo and company name at the top of the sidebar and the mobile menu. */
export function SidebarBrand({ viewer }: { viewer: SidebarBrand_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment SidebarBrand_viewer on User {
        companyName
        brandLogo
      }
    `,
    viewer,
  );
  return (
    <Flex align="center" gap="3" minW="0">
      <BrandLogo src={data.brandLogo} />
      <Text fontWeight="semibold" fontSize="md" letterSpacing="-0.01em" truncate title={displayCompanyName(data.companyName)} data-testid="company-name">
        {displayCompanyName(data.companyName)}
      </Text>
    </Flex>
  );
}
