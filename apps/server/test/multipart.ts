/** A form as a browser sends it: the content type with its boundary, and the bytes (for `app.inject`). */
export async function multipartPayload(form: FormData): Promise<{ contentType: string; payload: Buffer }> {
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type') ?? '',
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}
