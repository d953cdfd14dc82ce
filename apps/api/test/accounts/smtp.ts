import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The whole message with quoted-printable soft breaks and escapes undone. */
  body: string;
}

/** Undoes quoted-printable encoding (RFC 2045), which mail transports use for long lines. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  readonly #server: SMTPServer;
  #port = 0;

  constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: header(raw, 'Subject'),
            body: decodeQuotedPrintable(raw),
          });
          callback();
        });
      },
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.#port = (this.#server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  /** Waits for the next mail to `to` whose subject contains `subject`, ignoring mails already taken. */
  async waitFor(to: string, subject: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const index = this.messages.findIndex(
        (mail) => mail.to.includes(to.toLowerCase()) && mail.subject.includes(subject),
      );
      if (index !== -1) return this.messages.splice(index, 1)[0] as ReceivedMail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail to ${to} about "${subject}" within ${timeoutMs} ms`);
  }

  mailsTo(to: string): ReceivedMail[] {
    return this.messages.filter((mail) => mail.to.includes(to.toLowerCase()));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** The link a mail carries to a page, e.g. linkIn(mail, '/email-verified'). */
export function linkIn(mail: ReceivedMail, page: string): URL {
  const match = new RegExp(`https?://[^\\s"<>]*${page}\\?token=[A-Za-z0-9_-]+`).exec(mail.body);
  if (!match) throw new Error(`no ${page} link in the mail "${mail.subject}"`);
  return new URL(match[0]);
}

export function tokenIn(mail: ReceivedMail, page: string): string {
  return linkIn(mail, page).searchParams.get('token') ?? '';
}
