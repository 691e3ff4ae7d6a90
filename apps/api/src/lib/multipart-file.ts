import type { Readable } from 'node:stream';

/** A file part read into memory; `tooLarge` when it passed its limit (its bytes were not kept). */
export interface UploadedFile {
  data: Buffer;
  tooLarge: boolean;
}

/** Reads a stream to its end, keeping at most `limit` bytes: the rest is read and dropped. */
export async function readLimited(stream: Readable, limit: number): Promise<UploadedFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
    else chunks.length = 0;
  }
  return size > limit
    ? { data: Buffer.alloc(0), tooLarge: true }
    : { data: Buffer.concat(chunks), tooLarge: false };
}

/** Reads and drops a part nobody asked for, so the request can be answered. */
export async function drainPart(stream: Readable): Promise<void> {
  if (stream.readableEnded || stream.destroyed) return;
  stream.resume();
  await new Promise((resolve) => stream.once('end', resolve));
}
