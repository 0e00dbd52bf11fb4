import { describe, expect, it } from 'vitest';
import { acceptedMimeTypes, checkFile, type FileRules } from './check-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
const PDF = [...'%PDF-1.7\n%âãÏÓ\n'].map((char) => char.charCodeAt(0) & 0xff);
const EXE = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00];

const file = (bytes: number[], name: string, type: string, padTo = 0) =>
  new File([new Uint8Array([...bytes, ...new Array<number>(Math.max(0, padTo - bytes.length)).fill(0)])], name, { type });

const support: FileRules = { kinds: ['jpeg', 'png', 'pdf'], maxBytes: 10 * 1024 * 1024 };

describe('checkFile', () => {
  it.each([
    ['a PNG', PNG, 'png'],
    ['a JPEG', JPEG, 'jpeg'],
    ['a PDF', PDF, 'pdf'],
  ] as const)('accepts %s by its first bytes', async (_label, bytes, kind) => {
    await expect(checkFile(file(bytes, 'x.bin', 'application/octet-stream', 2048), support)).resolves.toMatchObject({
      ok: true,
      kind,
    });
  });

  it('judges the content, not the name or the browser-given type', async () => {
    await expect(checkFile(file(EXE, 'receipt.pdf', 'application/pdf', 2048), support)).resolves.toEqual({
      ok: false,
      problem: 'wrongType',
    });
    await expect(checkFile(file(PNG, 'scan.PDF', 'application/pdf', 2048), support)).resolves.toMatchObject({ kind: 'png' });
  });

  it('refuses a kind the rules do not list', async () => {
    await expect(checkFile(file(PDF, 'a.pdf', 'application/pdf', 2048), { kinds: ['png'], maxBytes: 1e6 })).resolves.toEqual({
      ok: false,
      problem: 'wrongType',
    });
  });

  it('refuses empty and too large files before reading them', async () => {
    await expect(checkFile(new File([], 'empty.png'), support)).resolves.toEqual({ ok: false, problem: 'empty' });
    await expect(checkFile(file(PNG, 'big.png', 'image/png', 2049), { kinds: ['png'], maxBytes: 2048 })).resolves.toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    await expect(checkFile(file(PNG, 'edge.png', 'image/png', 2048), { kinds: ['png'], maxBytes: 2048 })).resolves.toMatchObject({
      ok: true,
    });
  });

  it('lists the MIME types for a picker', () => {
    expect(acceptedMimeTypes(support)).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
  });
});
