import { isHttpUrl } from "@common/validation";

/** A website as people read it: without the scheme, "www." and a trailing slash ("https://www.acme.com/" -> "acme.com"). */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/^www\./i, "").replace(/\/$/, "");
}

/** The href of a website, or null when it is not an absolute http(s) URL (never a `javascript:` link). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  const v = url?.trim();
  return v && isHttpUrl(v) ? v : null;
}
