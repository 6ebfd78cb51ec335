import MarkdownIt from "markdown-it";

/** The link targets a document may carry: web pages and e-mail addresses only (no javascript:, data: or relative URLs). */
const SAFE_LINK = /^(https?:|mailto:)/i;

const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true });
md.validateLink = (url: string) => SAFE_LINK.test(url.trim());

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet("target", "_blank");
  tokens[idx].attrSet("rel", "noopener noreferrer nofollow");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/**
 * A document's markdown as HTML: raw HTML in it is escaped, and a link or an image whose address is not http(s) or
 * mailto stays as its text.
 */
export function renderMarkdown(text: string): string {
  return md.render(text);
}
