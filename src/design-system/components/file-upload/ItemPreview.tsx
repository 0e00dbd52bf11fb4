import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload';
import { FileText } from 'lucide-react';
import { useEffect, useState } from 'react';

type Decoded = 'pending' | 'image' | 'other';

/**
 * Whether the file's bytes decode as a picture. Decoded in memory (no URL is loaded): a file named .png that is
 * not one is never put in an <img>, where Chromium answers the failed decode with a blob: request that a CSP
 * without `connect-src blob:` reports. Where the browser cannot decode off-screen (jsdom), the type decides.
 */
function useDecodes(file: File): Decoded {
  const byType = file.type.startsWith('image/');
  const canDecode = typeof createImageBitmap === 'function';
  const [decoded, setDecoded] = useState<{ file: File; result: Decoded } | null>(null);
  useEffect(() => {
    if (!byType || !canDecode) return;
    let live = true;
    createImageBitmap(file).then(
      (bitmap) => {
        bitmap.close();
        if (live) setDecoded({ file, result: 'image' });
      },
      () => {
        if (live) setDecoded({ file, result: 'other' });
      },
    );
    return () => {
      live = false;
    };
  }, [file, byType, canDecode]);
  if (!byType) return 'other';
  if (!canDecode) return 'image';
  return decoded?.file === file ? decoded.result : 'pending';
}

/** The chosen file's thumbnail: the picture once it decodes, a document icon for anything else. */
export function ItemPreview({ file, className, imageClassName }: { file: File; className: string; imageClassName: string }) {
  const decoded = useDecodes(file);
  if (decoded === 'image')
    return (
      <ArkFileUpload.ItemPreview type="image/*" className={className}>
        <ArkFileUpload.ItemPreviewImage className={imageClassName} />
      </ArkFileUpload.ItemPreview>
    );
  return <span className={className}>{decoded === 'other' && <FileText aria-hidden />}</span>;
}
