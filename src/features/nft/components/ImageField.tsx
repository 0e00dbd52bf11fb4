import { useIntl } from 'react-intl';
import { FileUpload } from '@/design-system';
import { acceptedMimeTypes, type FileProblem } from '@/services/files';
import type { ImageState } from '../hooks/use-checked-image';
import { NFT_IMAGE_RULES } from '../model/nft-form';

const PROBLEM_IDS: Readonly<Record<FileProblem, string>> = {
  empty: 'nft.create.image.empty',
  tooLarge: 'nft.create.image.tooLarge',
  wrongType: 'nft.create.image.wrongType',
};

interface ImageFieldProps {
  image: ImageState;
  onFilesChange: (files: File[]) => void;
  /** "Choose an image" after a submit without one, or the server's word on the image. */
  error?: string;
  disabled?: boolean;
}

/**
 * One JPEG, PNG, GIF or WebP of at most 10 MB. The picker refuses other types (SVG among them) and larger files
 * at once; the content is then read, and a file that is not the image its name says is refused here.
 */
export function ImageField({ image, onFilesChange, error, disabled }: ImageFieldProps) {
  const intl = useIntl();
  const problem =
    image.kind === 'refused' ? intl.formatMessage({ id: PROBLEM_IDS[image.problem] }, { name: image.file.name }) : undefined;
  return (
    <FileUpload
      label={intl.formatMessage({ id: 'nft.create.image' })}
      hint={intl.formatMessage({ id: 'nft.create.imageHint' })}
      accept={acceptedMimeTypes(NFT_IMAGE_RULES)}
      maxFileSize={NFT_IMAGE_RULES.maxBytes}
      onFilesChange={onFilesChange}
      error={problem ?? error}
      disabled={disabled}
      required
      name="image"
    />
  );
}
