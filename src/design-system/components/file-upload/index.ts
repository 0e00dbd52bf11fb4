export { FileUpload, fileTypeLabel, formatFileSize, type FileUploadProps } from './FileUpload';
