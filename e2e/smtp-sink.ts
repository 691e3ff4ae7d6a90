import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the e2e run: the demo server sends its e-mail here (SMTP_URL), and each
 * message it accepts is written as `<n>.eml` into SINK_DIR for the tests to read.
 */
const port = Number(process.env.SINK_PORT);
const folder = process.env.SINK_DIR ?? '';
if (!port || !folder) throw new Error('SINK_PORT and SINK_DIR are required');
await mkdir(folder, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const file = path.join(folder, `${String(count).padStart(5, '0')}.eml`);
      writeFile(file, Buffer.concat(chunks)).then(
        () => callback(),
        (error: Error) => callback(error),
      );
    });
  },
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
