import { Marked, type Tokens } from 'marked';

export interface DocumentHeading {
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** The document's sections (level-2 headings), for its table of contents. */
  headings: DocumentHeading[];
}

/** A heading's anchor: lower-case words joined by hyphens, stable across renders. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;|<[^>]+>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeAttribute = (value: string) => value.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/**
 * Kennel's own documents (from the repository, never user input) to HTML: headings get anchors for
 * the table of contents, tables scroll sideways on a phone, and links go through `resolveHref` so a
 * webview page can keep its links inside the webview.
 */
export function renderMarkdown(
  markdown: string,
  resolveHref: (href: string) => string = (href) => href,
): RenderedMarkdown {
  const headings: DocumentHeading[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = inner.replace(/<[^>]+>/g, '');
        const id = headingId(text);
        if (depth === 2) headings.push({ id, text: text.replace(/&amp;/g, '&').replace(/&#39;/g, '’') });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const target = external ? ' target="_blank" rel="noreferrer"' : '';
        const titled = title ? ` title="${escapeAttribute(title)}"` : '';
        return `<a href="${escapeAttribute(external ? href : resolveHref(href))}"${titled}${target}>${inner}</a>`;
      },
    },
  });
  const html = (marked.parse(markdown, { async: false }) as string)
    .replaceAll('<table>', '<div class="kn-table" tabindex="0"><table>')
    .replaceAll('</table>', '</table></div>');
  return { html, headings };
}
