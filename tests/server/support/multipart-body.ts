/** A text field or a file of a multipart form. */
export type Part = { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array; type?: string };

/** The body and content type a browser would send for this form. */
export async function multipartBody(parts: readonly Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }), part.filename);
  }
  const request = new Request('http://form.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
