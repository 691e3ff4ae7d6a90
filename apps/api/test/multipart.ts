/** One file part of a multipart body. */
export interface FilePart {
  name: string;
  filename: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body and its content type, built by the platform's FormData. */
export async function multipartBody(
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const response = new Response(form);
  const contentType = response.headers.get('content-type');
  if (!contentType) throw new Error('FormData gave no content type');
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': contentType } };
}

/** How a client sends the JSON part of a form. */
export type JsonPartStyle = 'field' | 'json' | 'json-file';

/**
 * A multipart body whose JSON part is sent as `style` says: a plain field (`form.append(name, text)`),
 * a part typed `application/json` without a file name (the original client), or one with a file name
 * (`form.append(name, new Blob([text], { type: 'application/json' }), 'blob')`). Written by hand,
 * because the platform's FormData always names a Blob's file.
 */
export async function multipartWithJson(
  name: string,
  json: string,
  style: JsonPartStyle,
  files: readonly FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const boundary = `----motorplaza${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const part = (disposition: string, type: string | undefined, data: Buffer) => {
    const head = `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), data, Buffer.from('\r\n'));
  };
  const text = Buffer.from(json, 'utf8');
  if (style === 'field') part(`name="${name}"`, undefined, text);
  if (style === 'json') part(`name="${name}"`, 'application/json', text);
  if (style === 'json-file') part(`name="${name}"; filename="blob"`, 'application/json', text);
  for (const file of files) {
    part(
      `name="${file.name}"; filename="${file.filename}"`,
      file.type ?? 'application/octet-stream',
      file.data,
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
