import { useEffect, useState } from 'react';
import { checkFile, type FileProblem, type FileRules } from '@/services/files';

export interface RefusedFile {
  file: File;
  problem: FileProblem;
}

export interface CheckedFiles {
  /** Files whose content has not been read yet. */
  checking: boolean;
  /** Files refused by size or by what their first bytes say they are. */
  refused: RefusedFile[];
}

/** Reads the first bytes of each chosen file (the picker only knows names and sizes). */
export function useCheckedFiles(files: readonly File[], rules: FileRules): CheckedFiles {
  const [result, setResult] = useState<{ files: readonly File[]; refused: RefusedFile[] }>({ files: [], refused: [] });
  useEffect(() => {
    let current = true;
    void Promise.all(files.map(async (file) => ({ file, check: await checkFile(file, rules) }))).then((checks) => {
      if (!current) return;
      const refused = checks.flatMap(({ file, check }) => (check.ok ? [] : [{ file, problem: check.problem }]));
      setResult({ files, refused });
    });
    return () => {
      current = false;
    };
  }, [files, rules]);
  return { checking: result.files !== files, refused: result.files === files ? result.refused : [] };
}
