/** The look of every panel card (lists, forms, dashboard sections): spread onto `Card.Root`. */
export const panelCard = {
  variant: "outline",
  borderColor: "border.muted",
  borderRadius: "xl",
  boxShadow: "xs",
} as const;

/** A record's card in a list: a panel card that lifts under the pointer. */
export const recordCard = {
  ...panelCard,
  transition: "box-shadow 150ms, border-color 150ms",
  _hover: { boxShadow: "md", borderColor: "border" },
} as const;
