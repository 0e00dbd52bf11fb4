import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * Under jsdom, Blob, File and FormData are jsdom's while fetch and Request are Node's (undici): Node cannot
 * send jsdom's bodies (Vitest's bridge drops file bytes and names) and undici's multipart parser cannot
 * build jsdom Files, so uploads would fail in tests. Using Node's classes throughout makes multipart
 * requests behave as in a browser. (Node's FormData cannot be built from a <form> element: read form
 * values through react-hook-form instead of `new FormData(form)`.)
 */
export async function installNodeBodyClasses(): Promise<void> {
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
  // Vitest's Request is a subclass of Node's whose only job is converting jsdom bodies.
  const NodeRequest: unknown = Object.getPrototypeOf(globalThis.Request);
  Object.assign(globalThis, {
    Blob: NodeBlob,
    File: NodeFile,
    FormData: NodeFormData,
    ...(typeof NodeRequest === 'function' && NodeRequest.name === 'Request' ? { Request: NodeRequest } : {}),
  });
}
