type FormValue = Blob | string | number | boolean | null | undefined;

/**
 * openapi-fetch body serializer for multipart operations: the typed body becomes FormData, so the browser
 * sets `multipart/form-data` with its boundary. Files keep their name; numbers and booleans become text;
 * absent values are left out.
 */
export function toFormData(body: Record<string, FormValue | FormValue[]>): FormData {
  const form = new FormData();
  const append = (key: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'blob');
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) value.forEach((item) => append(key, item));
    else append(key, value);
  }
  return form;
}
