export interface PersonLike {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const clean = (s: string | null | undefined) => (s ?? "").trim();

/** First and last name, else the e-mail, else 'User' (spec §2 top bar). */
export function displayName(user: PersonLike | null | undefined): string {
  const name = [clean(user?.firstName), clean(user?.lastName)].filter(Boolean).join(" ");
  return name || clean(user?.email) || "User";
}

/** The first letter of the first name or e-mail, upper-cased; 'U' when there is neither (spec §2 top bar). */
export function userInitial(user: PersonLike | null | undefined): string {
  const source = clean(user?.firstName) || clean(user?.email);
  return source ? Array.from(source)[0].toUpperCase() : "U";
}

/** The company name shown in the sidebar; the product's own name when none is set (spec §9). */
export const PRODUCT_NAME = "Clientfolio";

export function displayCompanyName(companyName: string | null | undefined): string {
  return clean(companyName) || PRODUCT_NAME;
}
