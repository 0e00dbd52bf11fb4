import type { ErrorItem } from '@/services/http';
import { DECIMAL_PATTERN, isZero } from '@/shared/money';
import { fieldError } from './responses';

/** The JSON body as a plain object; an unreadable body reads as empty (the field checks then fail). */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  /** The bytes in base64, encoded when first read (slow for large files, and only some handlers store them so). */
  readonly base64: string;
  /** The bytes as sent, for a store that keeps Blobs (large uploads, src/mocks/db/uploads.ts). */
  blob: Blob;
}

function isFileLike(value: unknown): value is Blob & { name?: string } {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** Text fields and files of a multipart body; undefined when the body is not multipart. */
export async function readMultipart(
  request: Request,
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> } | undefined> {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return undefined;
  }
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else if (isFileLike(value)) {
      const bytes = new Uint8Array(await value.arrayBuffer());
      let base64: string | undefined;
      files[key] = {
        name: value.name ?? 'file',
        type: value.type,
        size: value.size,
        get base64() {
          base64 ??= toBase64(bytes);
          return base64;
        },
        blob: value,
      };
    }
  }
  return { fields, files };
}

/** Collects field errors while reading a body. */
export class Checks {
  readonly errors: ErrorItem[] = [];

  constructor(private readonly body: Record<string, unknown>) {}

  fail(field: string, code: string, message: string): void {
    this.errors.push(fieldError(field, code, message));
  }

  /** A required non-empty string. */
  text(field: string, { max = 10_000, min = 1 }: { max?: number; min?: number } = {}): string {
    const value = this.body[field];
    if (typeof value !== 'string' || value.trim().length < min) {
      this.fail(field, 'REQUIRED', `${field} is required.`);
      return '';
    }
    if (value.length > max) this.fail(field, 'TOO_LONG', `${field} must be at most ${max} characters.`);
    return value.trim();
  }

  /** An optional string (undefined when absent or empty). */
  optionalText(field: string, max = 10_000): string | undefined {
    const value = this.body[field];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') {
      this.fail(field, 'INVALID', `${field} must be text.`);
      return undefined;
    }
    if (value.length > max) this.fail(field, 'TOO_LONG', `${field} must be at most ${max} characters.`);
    return value.trim();
  }

  /** A required positive decimal string. */
  amount(field: string): string {
    const value = this.body[field];
    if (typeof value !== 'string' || !DECIMAL_PATTERN.test(value) || isZero(value)) {
      this.fail(field, 'INVALID_AMOUNT', `${field} must be a positive decimal number.`);
      return '0';
    }
    return value;
  }

  /** A required whole number in a range (multipart sends it as text). */
  integer(field: string, min: number, max: number): number {
    const raw = this.body[field];
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.fail(field, 'INVALID', `${field} must be a whole number from ${min} to ${max}.`);
      return min;
    }
    return value;
  }

  get ok(): boolean {
    return this.errors.length === 0;
  }
}

/** The largest upload the demo backend keeps in its database (written whole at every change). */
export const DEMO_UPLOAD_LIMIT_BYTES = 1_500_000;
