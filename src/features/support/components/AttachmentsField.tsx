import { useIntl } from 'react-intl';
import { FileUpload } from '@/design-system';
import { acceptedMimeTypes, type FileProblem } from '@/services/files';
import type { RefusedFile } from '../hooks/use-checked-files';
import { ATTACHMENT_RULES, MAX_ATTACHMENTS } from '../model/support-form';

const PROBLEM_IDS: Readonly<Record<FileProblem, string>> = {
  empty: 'support.form.attachments.empty',
  tooLarge: 'support.form.attachments.tooLarge',
  wrongType: 'support.form.attachments.wrongType',
};

export interface AttachmentsFieldProps {
  onFilesChange: (files: File[]) => void;
  /** Files whose content was refused: named under the drop zone until removed. */
  refused: readonly RefusedFile[];
  /** A message from the server about the attachments. */
  error?: string;
  disabled?: boolean;
}

/**
 * Up to three JPEG, PNG or PDF files of at most 10 MB. The picker refuses by type and size at once; the
 * content is then read, and a file that is not what its name says is named here and blocks sending.
 */
export function AttachmentsField({ onFilesChange, refused, error, disabled }: AttachmentsFieldProps) {
  const intl = useIntl();
  const messages = [
    ...refused.map(({ file, problem }) => intl.formatMessage({ id: PROBLEM_IDS[problem] }, { name: file.name })),
    ...(error ? [error] : []),
  ];
  return (
    <FileUpload
      label={intl.formatMessage({ id: 'support.form.attachments.label' })}
      hint={intl.formatMessage({ id: 'support.form.attachments.hint' }, { count: MAX_ATTACHMENTS })}
      accept={acceptedMimeTypes(ATTACHMENT_RULES)}
      maxFileSize={ATTACHMENT_RULES.maxBytes}
      maxFiles={MAX_ATTACHMENTS}
      onFilesChange={onFilesChange}
      error={messages.length > 0 ? messages.join(' ') : undefined}
      disabled={disabled}
      name="attachments"
    />
  );
}
