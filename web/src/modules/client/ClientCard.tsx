import { useId } from "react";
import { Avatar, Badge, Box, Button, Card, Flex, HStack, Heading, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { Building2, Globe, Mail, Pencil, Phone, Trash2, type LucideIcon } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link as RouterLink } from "react-router";
import { clientStatusLabel, displayUrl, safeHttpUrl, socialLinks } from "@common/client";
import { initials, telHref } from "@common/user-display";
import { recordPath } from "../../lib/recordPaths";
import { recordCard } from "../../theme/surfaces";
import { SocialIcon } from "./SocialIcon";
import { CLIENT_TEXTS } from "./texts";
import { useDeleteClientMutation } from "./useDeleteClientMutation";
import type { ClientCard_client$key } from "./__generated__/ClientCard_client.graphql";
import type { ClientForm_client$key } from "./__generated__/ClientForm_client.graphql";

const fragment = graphql`
  fragment ClientCard_client on Client {
    id
    name
    company
    status
    email
    phone
    website
    linkedinUrl
    twitterUsername
    facebookUsername
    instagramUsername
    tiktokUsername
    youtubeChannel
    ...ClientForm_client
  }
`;

interface ClientCardProps {
  client: ClientCard_client$key;
  /** The list's connection id, so a delete removes the card in place. */
  connectionId: string;
  /** Opens the edit dialog with this client. */
  onEdit: (client: ClientForm_client$key) => void;
}

/**
 * One client: name, company, status (highlighted only when active), e-mail, phone, website and social profiles,
 * with Edit and Delete. Every value is rendered as text; links are mailto:, tel: or absolute http(s) only.
 */
export function ClientCard({ client, connectionId, onEdit }: ClientCardProps) {
  const data = useFragment(fragment, client);
  const [deleteClient, isDeleting] = useDeleteClientMutation();
  const titleId = useId();
  const website = safeHttpUrl(data.website);
  const phoneHref = data.phone ? telHref(data.phone) : null;
  const socials = socialLinks(data);
  const hasContact = Boolean(data.email || data.phone || website);

  const onDelete = () => {
    if (!window.confirm(CLIENT_TEXTS.confirmDelete)) return;
    void deleteClient(data.id, connectionId);
  };

  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      data-testid="client-card"
      {...recordCard}
      opacity={isDeleting ? 0.6 : 1}
    >
      <Card.Body p="5" gap="4">
        <Flex align="flex-start" gap="3">
          <Avatar.Root size="md" bg="brand.subtle" color="brand.fg" flexShrink={0} aria-hidden="true">
            <Avatar.Fallback fontWeight="semibold">{initials(data.name)}</Avatar.Fallback>
          </Avatar.Root>
          <Box flex="1" minW="0">
            <Heading as="h2" id={titleId} fontSize="md" fontWeight="semibold" lineHeight="short" truncate title={data.name}>
              <Link asChild color="fg" _hover={{ color: "brand.fg" }} display="block" truncate>
                <RouterLink to={recordPath("client", data.id)}>{data.name}</RouterLink>
              </Link>
            </Heading>
            {data.company ? (
              <HStack gap="1.5" mt="0.5" color="fg.muted" fontSize="sm" minW="0">
                <Building2 size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Text truncate title={data.company} data-testid="client-company">
                  {data.company}
                </Text>
              </HStack>
            ) : null}
          </Box>
          <StatusBadge status={data.status} />
        </Flex>

        {hasContact ? (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" fontSize="sm">
            {data.email ? (
              <ContactRow icon={Mail} label="Email">
                <Link href={`mailto:${data.email}`} color="fg" _hover={{ color: "brand.fg" }} display="block" truncate title={data.email}>
                  {data.email}
                </Link>
              </ContactRow>
            ) : null}
            {data.phone ? (
              <ContactRow icon={Phone} label="Phone">
                {phoneHref ? (
                  <Link href={phoneHref} color="fg" _hover={{ color: "brand.fg" }} display="block" truncate title={data.phone}>
                    {data.phone}
                  </Link>
                ) : (
                  <Text truncate>{data.phone}</Text>
                )}
              </ContactRow>
            ) : null}
            {website ? (
              <ContactRow icon={Globe} label="Website">
                <Link href={website} target="_blank" rel="noopener noreferrer" color="brand.fg" display="block" truncate title={website}>
                  {displayUrl(website)}
                </Link>
              </ContactRow>
            ) : null}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.subtle">
            No contact details yet
          </Text>
        )}

        {socials.length > 0 ? (
          <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" ms="-1.5" aria-label="Social profiles" wrap="wrap">
            {socials.map((s) => (
              <li key={s.network}>
                <IconButton asChild variant="ghost" size="sm" colorPalette="gray" color="fg.muted" _hover={{ color: "brand.fg", bg: "brand.subtle" }}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.label} title={s.label} data-network={s.network}>
                    <SocialIcon network={s.network} size={18} />
                  </a>
                </IconButton>
              </li>
            ))}
          </HStack>
        ) : null}
      </Card.Body>

      <Card.Footer px="5" py="3" gap="2" justifyContent="flex-end" borderTopWidth="1px" borderColor="border.muted">
        <Button variant="ghost" size="sm" colorPalette="gray" onClick={() => onEdit(data)} disabled={isDeleting}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" colorPalette="red" onClick={onDelete} loading={isDeleting} loadingText="Deleting...">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** Highlighted (brand, solid) only for active clients; inactive and archived ones are a quiet grey. */
function StatusBadge({ status }: { status: string }) {
  const active = status === "active";
  return (
    <Badge
      flexShrink={0}
      size="sm"
      borderRadius="full"
      px="2.5"
      variant={active ? "solid" : "subtle"}
      colorPalette={active ? "brand" : "gray"}
      data-testid="client-status"
      data-status={status}
      data-highlighted={active ? "true" : "false"}
    >
      {clientStatusLabel(status)}
    </Badge>
  );
}

function ContactRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: React.ReactNode }) {
  return (
    <HStack as="li" gap="2.5" minW="0" color="fg.muted">
      <Icon size={15} aria-label={label} role="img" style={{ flexShrink: 0 }} />
      <Box minW="0" color="fg">
        {children}
      </Box>
    </HStack>
  );
}
