/** The Brand Settings screen's texts. */
export const BRAND_TEXTS = {
  save: "Save Brand Settings",
  saved: "Brand settings updated successfully",
  saveFailed: "Failed to update brand settings",
  previewFallbackName: "Live Dashboard",
  note: "Your color is previewed across the page right away; changes apply to your workspace after saving. Your clients will see these brand colors.",
} as const;
