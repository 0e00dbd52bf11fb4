export {
  acceptedMimeTypes,
  checkFile,
  FILE_KINDS,
  type FileCheck,
  type FileKind,
  type FileProblem,
  type FileRules,
} from './check-file';
