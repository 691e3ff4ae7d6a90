import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> with a test account. */
  url: string;
  /** Every message accepted so far, parsed. */
  received: ParsedMail[];
  /** The same messages as they came over the wire (after the SMTP dot-unstuffing): for DKIM checks. */
  raw: Buffer[];
  /** Makes the next `count` messages fail with a temporary error (451). */
  rejectNext(count: number): void;
  /** Resolves once `count` messages have been accepted in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server in process on a free port, keeping what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const raw: Buffer[] = [];
  let rejecting = 0;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'motorplaza' && auth.password === 'clave-smtp') callback(null, { user: 'mp' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejecting > 0) {
          rejecting -= 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const bytes = Buffer.concat(chunks);
        simpleParser(bytes).then(
          (parsed) => {
            raw.push(bytes);
            received.push(parsed);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://motorplaza:clave-smtp@127.0.0.1:${port}`,
    received,
    raw,
    rejectNext(count) {
      rejecting = count;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
