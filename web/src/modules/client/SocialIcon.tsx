import { Facebook, Instagram, Linkedin, Twitter, Youtube, type LucideProps } from "lucide-react";
import type { SocialNetwork } from "@common/client";

/** TikTok has no lucide icon: the same outline style (24 px grid, 2 px stroke), after Tabler's brand-tiktok. */
function TikTok({ size = 24, strokeWidth = 2, ...props }: LucideProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M21 7.917v4.034a9.948 9.948 0 0 1 -5 -1.951v4.5a6.5 6.5 0 1 1 -8 -6.326v4.326a2.5 2.5 0 1 0 4 2v-11.5h4.083a6.005 6.005 0 0 0 4.917 4.917z" />
    </svg>
  );
}

const icons: Record<SocialNetwork, (props: LucideProps) => React.ReactNode> = {
  linkedin: Linkedin,
  twitter: Twitter,
  facebook: Facebook,
  instagram: Instagram,
  tiktok: TikTok,
  youtube: Youtube,
};

/** The outline icon of a social network (decorative: the link around it carries the accessible name). */
export function SocialIcon({ network, ...props }: LucideProps & { network: SocialNetwork }) {
  const Icon = icons[network];
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
