import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';

/** The app's kind of logger (pino, JSON lines), writing into an array the test can read. */
export function collectingLogger(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}
