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
