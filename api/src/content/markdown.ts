import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Content bodies are Markdown in the database and HTML on the wire. `marked` turns Markdown (and any raw HTML
 * in it) into HTML; `sanitize-html` then keeps only an allow-list, so whatever a body holds — a pasted
 * `<script>`, an `onerror`, a `javascript:` link — never reaches a page. Rendering on read (not on write) means
 * the current policy applies to every row, whoever wrote it.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const ABSOLUTE_WEB_LINK = /^https?:\/\//i;

export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'del', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'hr', 'br'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedClasses: { code: ['language-*'] },
  // Anything else (data:, javascript:, vbscript:, file: …) is dropped with the attribute; entity-encoded and
  // mixed-case spellings are decoded first by sanitize-html.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Their text is dropped too, not just the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title'],
  transformTags: {
    // The page has the one h1 (its title): a body's top heading becomes an h2.
    h1: 'h2',
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const kept: Record<string, string> = {};
      if (href !== undefined) kept.href = href;
      if (title !== undefined) kept.title = title;
      // Only links leaving the site open a new tab, and never with a handle on this page (reverse tabnabbing).
      if (href !== undefined && ABSOLUTE_WEB_LINK.test(href.trim())) Object.assign(kept, { rel: 'noopener noreferrer', target: '_blank' });
      return { tagName, attribs: kept };
    },
  },
};

/** Sanitises HTML to the content allow-list (SANITIZE_OPTIONS). */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** Markdown to sanitised HTML. */
export function renderMarkdown(markdown: string): string {
  return sanitizeContentHtml(marked.parse(markdown) as string).trim();
}
