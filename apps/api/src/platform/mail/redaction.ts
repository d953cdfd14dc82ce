/**
 * What an outbox row keeps once its mail is out: the same mail with every one-time token masked,
 * so a leaked table or backup opens no account. (The migration that added retries applies the
 * same pattern to rows sent before it.)
 */

export const REDACTED = '[redacted]';

/** A token in a link's query, in plain text or HTML-escaped (`&amp;token=`). */
const TOKEN_IN_QUERY = /([?&](?:amp;)?token=)[^&\s"'<>]+/g;

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  link: string | null;
}

function tokensOf(link: string | null): string[] {
  if (!link) return [];
  try {
    const token = new URL(link).searchParams.get('token');
    return token ? [token, encodeURIComponent(token)] : [];
  } catch {
    return [];
  }
}

function mask(value: string, tokens: readonly string[]): string {
  let masked = value.replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
  // The link's token anywhere else in the mail (a code shown on its own line, say).
  for (const token of tokens) masked = masked.split(token).join(REDACTED);
  return masked;
}

export function redactMail(mail: MailContent): MailContent {
  const tokens = tokensOf(mail.link);
  return {
    subject: mask(mail.subject, tokens),
    text: mask(mail.text, tokens),
    html: mask(mail.html, tokens),
    link: mail.link === null ? null : mask(mail.link, tokens),
  };
}
