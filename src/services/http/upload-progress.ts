/** Response headers as XHR gives them ("name: value" lines) → Headers. */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A transport for one openapi-fetch call that reports upload progress (0–1): fetch has no upload progress,
 * XMLHttpRequest has. The request arrives with the middleware's headers (Authorization) already set; the
 * answer goes back as a Response, so `settle` reads it like any other.
 */
export function fetchWithUploadProgress(onProgress: (fraction: number) => void): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(event.loaded / event.total, 1));
      });
      xhr.addEventListener('load', () => {
        onProgress(1);
        const responseBody = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob);
        resolve(
          new Response(responseBody, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      });
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
      request.signal.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
  };
}
