import { FileUpload as ArkFileUpload, type FileUploadFileRejectDetails } from '@ark-ui/react/file-upload';
import { CircleAlert, Trash2, Upload } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { cx } from 'styled-system/css';
import { field, fileUpload, iconButton } from 'styled-system/recipes';
import { announce } from '../../a11y/live-region';
import { ItemPreview } from './ItemPreview';

export interface FileUploadProps {
  label: ReactNode;
  /** Accepted MIME types, e.g. ['image/png', 'image/jpeg']. Shown to the user as extensions. */
  accept?: string[];
  /** Largest file in bytes. */
  maxFileSize?: number;
  /** How many files may be chosen (default 1). */
  maxFiles?: number;
  /** Called with the accepted files after every change. */
  onFilesChange?: (files: File[]) => void;
  /** Files already chosen (e.g. restored form state). */
  defaultFiles?: File[];
  /** An error from the form or the server, shown under the drop zone. */
  error?: ReactNode;
  /** Extra help under the drop zone (the accepted types and size limit are always shown). */
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  className?: string;
}

/** "1.5 MB", "820 KB", in the interface language. */
export function formatFileSize(bytes: number, intl: IntlShape): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : bytes >= 1024 ? [bytes / 1024, 'kilobyte'] : [bytes, 'byte'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}

/** 'image/png' → 'PNG', 'image/svg+xml' → 'SVG', 'application/pdf' → 'PDF'. */
export function fileTypeLabel(mime: string): string {
  const subtype = mime.split('/')[1] ?? mime;
  return (subtype === '*' ? (mime.split('/')[0] ?? mime) : (subtype.split('+')[0] ?? subtype)).toUpperCase();
}

function rejectionMessages(
  details: FileUploadFileRejectDetails,
  intl: IntlShape,
  limits: { accept?: string[]; maxFileSize?: number; maxFiles: number },
): string[] {
  const types = intl.formatList((limits.accept ?? []).map(fileTypeLabel), { type: 'disjunction' });
  const messages = details.files.flatMap(({ file, errors }) =>
    errors.map((code) => {
      switch (code) {
        case 'FILE_INVALID_TYPE':
          return intl.formatMessage({ id: 'ds.fileUpload.error.type' }, { name: file.name, types });
        case 'FILE_TOO_LARGE':
          return intl.formatMessage(
            { id: 'ds.fileUpload.error.tooLarge' },
            { name: file.name, max: formatFileSize(limits.maxFileSize ?? 0, intl) },
          );
        case 'TOO_MANY_FILES':
          return intl.formatMessage({ id: 'ds.fileUpload.error.tooMany' }, { count: limits.maxFiles });
        default:
          return intl.formatMessage({ id: 'ds.fileUpload.error.invalid' }, { name: file.name });
      }
    }),
  );
  return [...new Set(messages)];
}

/**
 * File picker with drag and drop (Ark file-upload): image previews, accept and size limits checked on
 * the spot, and a clear, announced message for every rejected file.
 */
export function FileUpload({
  label,
  accept,
  maxFileSize,
  maxFiles = 1,
  onFilesChange,
  defaultFiles,
  error,
  hint,
  disabled,
  required,
  name,
  className,
}: FileUploadProps) {
  const intl = useIntl();
  const styles = fileUpload();
  const fieldStyles = field();
  const [rejections, setRejections] = useState<string[]>([]);
  const describedById = useId();
  const errors = [...rejections, ...(error ? [error] : [])];
  const limits = [
    accept?.length ? intl.formatList(accept.map(fileTypeLabel), { type: 'disjunction' }) : undefined,
    maxFileSize ? intl.formatMessage({ id: 'ds.fileUpload.maxSize' }, { max: formatFileSize(maxFileSize, intl) }) : undefined,
  ].filter(Boolean);

  return (
    <ArkFileUpload.Root
      className={cx(styles.root, className)}
      accept={accept}
      maxFileSize={maxFileSize}
      maxFiles={maxFiles}
      defaultAcceptedFiles={defaultFiles}
      disabled={disabled}
      required={required}
      invalid={errors.length > 0}
      name={name}
      translations={{
        dropzone: intl.formatMessage({ id: 'ds.fileUpload.dropzone' }),
        deleteFile: (file) => intl.formatMessage({ id: 'ds.fileUpload.remove' }, { name: file.name }),
        itemPreview: (file) => intl.formatMessage({ id: 'ds.fileUpload.preview' }, { name: file.name }),
      }}
      // The accepted files from onFileAccept only: when a choice changes both lists, Ark calls onFileChange twice
      // and the second call still carries the accepted files from before the choice (a refused file, then a
      // good one, would read as "nothing chosen").
      onFileAccept={(details) => onFilesChange?.(details.files)}
      onFileChange={(details) => {
        if (details.rejectedFiles.length === 0) setRejections([]);
      }}
      onFileReject={(details) => {
        const messages = rejectionMessages(details, intl, { accept, maxFileSize, maxFiles });
        setRejections(messages);
        announce(messages.join(' '), 'assertive');
      }}
    >
      <ArkFileUpload.Label className={styles.label}>{label}</ArkFileUpload.Label>
      <ArkFileUpload.Dropzone className={styles.dropzone} aria-describedby={describedById}>
        <span className={styles.dropzoneIcon}>
          <Upload aria-hidden />
        </span>
        <span className={styles.dropzoneText}>
          {intl.formatMessage(
            { id: 'ds.fileUpload.instructions' },
            { strong: (chunks: ReactNode[]) => <strong key="choose">{chunks}</strong> },
          )}
        </span>
      </ArkFileUpload.Dropzone>
      <span className={styles.dropzoneHint} id={describedById}>
        {intl.formatList([...limits, ...(hint ? [hint] : [])], { type: 'unit', style: 'short' })}
      </span>
      {errors.length > 0 && (
        <div className={styles.errors}>
          {errors.map((message, index) => (
            <span key={index} className={fieldStyles.errorText}>
              <CircleAlert aria-hidden />
              {message}
            </span>
          ))}
        </div>
      )}
      <ArkFileUpload.ItemGroup className={styles.itemGroup}>
        <ArkFileUpload.Context>
          {({ acceptedFiles }) =>
            acceptedFiles.map((file) => (
              <ArkFileUpload.Item key={`${file.name}-${file.size}-${file.lastModified}`} file={file} className={styles.item}>
                <ItemPreview file={file} className={styles.itemPreview} imageClassName={styles.itemPreviewImage} />
                <span className={styles.itemInfo}>
                  <ArkFileUpload.ItemName className={styles.itemName} />
                  <ArkFileUpload.ItemSizeText className={styles.itemSizeText}>
                    {formatFileSize(file.size, intl)}
                  </ArkFileUpload.ItemSizeText>
                </span>
                <ArkFileUpload.ItemDeleteTrigger className={iconButton({ variant: 'danger', size: 'sm' })}>
                  <Trash2 aria-hidden />
                </ArkFileUpload.ItemDeleteTrigger>
              </ArkFileUpload.Item>
            ))
          }
        </ArkFileUpload.Context>
      </ArkFileUpload.ItemGroup>
      <ArkFileUpload.HiddenInput />
    </ArkFileUpload.Root>
  );
}
