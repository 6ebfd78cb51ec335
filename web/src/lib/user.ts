import { displayName, initialOf } from "@common/user-display";

/** First and last name, else the e-mail, else 'User' (the top bar). */
export { displayName };

/** The first letter of the first name or e-mail, upper-cased; 'U' when there is neither (the top bar). */
export const userInitial = initialOf;

/** The product's own name, shown where the provider has not set a company name. */
export const PRODUCT_NAME = "Clientfolio";

export function displayCompanyName(companyName: string | null | undefined): string {
  return companyName?.trim() || PRODUCT_NAME;
}
