/** How much of a request body has been sent, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A fetch over XMLHttpRequest, for what fetch cannot do in browsers yet: say how much of an upload has gone
 * (a streamed fetch body needs HTTP/2 and `duplex`, and reports what was read, not what was sent; ADR 0021).
 * It takes the Request openapi-fetch built (auth header, multipart boundary) and answers a plain Response.
 * No retries: a lost answer to a keyed upload is settled by the customer sending it again with the same key.
 */
export function fetchWithUploadProgress(onProgress: UploadProgress): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.body ? await request.arrayBuffer() : null;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.responseType = 'arraybuffer';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(empty ? null : (xhr.response as ArrayBuffer), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
