/** The parts every Kennel email is made of; templates fill them, `renderEmail` lays them out. */
export interface EmailContent {
  /** Greeting line, e.g. 'Hi Rex,'. */
  greeting: string;
  paragraphs: readonly string[];
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** Said after the action, e.g. how long the link works and what to do if it was not you. */
  afterAction?: readonly string[];
}

export interface RenderedEmail {
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const SIGN_OFF = 'The Kennel team';

/** Plain text plus simple, inline-styled HTML (mail clients ignore stylesheets). */
export function renderEmail(content: EmailContent): RenderedEmail {
  const after = content.afterAction ?? [];
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  textParts.push(...after, SIGN_OFF);

  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1f6feb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#57606a">Or paste this link into your browser: ${escapeHtml(content.action.url)}</p>`
    : '';
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f6f8fa">',
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.5;color:#1f2328">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    button,
    ...after.map(paragraph),
    paragraph(SIGN_OFF),
    '</div></body></html>',
  ].join('');

  return { text: `${textParts.join('\n\n')}\n`, html };
}
