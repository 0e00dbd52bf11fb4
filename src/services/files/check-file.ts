/** The kinds of upload the app accepts somewhere, by the MIME type their first bytes prove. */
export const FILE_KINDS = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
} as const;

export type FileKind = keyof typeof FILE_KINDS;

export interface FileRules {
  /** The kinds accepted here. */
  kinds: readonly FileKind[];
  /** The largest file, in bytes. */
  maxBytes: number;
}

/** Why a file was refused: it is empty, too large, or its content is not one of the accepted kinds. */
export type FileProblem = 'empty' | 'tooLarge' | 'wrongType';

export type FileCheck = { ok: true; kind: FileKind; mime: string } | { ok: false; problem: FileProblem };

const kindOfMime = (mime: string): FileKind | undefined =>
  (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => FILE_KINDS[kind] === mime);

/**
 * Checks a chosen file by size and by what its first bytes say it is (file-type's signatures), never by
 * its name or the type the browser guessed from the name: a renamed executable is refused, a photo named
 * `.PDF` is judged as the photo it is.
 */
export async function checkFile(file: Blob, rules: FileRules): Promise<FileCheck> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > rules.maxBytes) return { ok: false, problem: 'tooLarge' };
  // Loaded with the first file checked: its signature tables stay out of the screens' own chunks.
  const { fileTypeFromBlob } = await import('file-type');
  // A file too short for a signature makes the reader hit its end: nothing it could be, so not an accepted kind.
  const detected = await fileTypeFromBlob(file).catch(() => undefined);
  const kind = detected ? kindOfMime(detected.mime) : undefined;
  if (!kind || !rules.kinds.includes(kind)) return { ok: false, problem: 'wrongType' };
  return { ok: true, kind, mime: FILE_KINDS[kind] };
}

/** The MIME types of the accepted kinds, for a file picker's `accept`. */
export function acceptedMimeTypes(rules: Pick<FileRules, 'kinds'>): string[] {
  return rules.kinds.map((kind) => FILE_KINDS[kind]);
}
