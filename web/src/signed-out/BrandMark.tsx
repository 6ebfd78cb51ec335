import { Briefcase } from "lucide-react";
import { PRODUCT_NAME } from "../lib/user";

/** The product mark and name (the signed-out pages have no provider logo). */
export function BrandMark({ small = false }: { small?: boolean }) {
  return (
    <>
      <span className={small ? "mark mark-sm" : "mark"} aria-hidden="true">
        <Briefcase size="55%" strokeWidth={2.25} />
      </span>
      <span className={small ? "brand-name brand-name-sm" : "brand-name"}>{PRODUCT_NAME}</span>
    </>
  );
}
