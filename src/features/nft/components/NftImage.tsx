import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { safeImageUrl } from '@/shared/images';
import { css } from 'styled-system/css';

interface NftImageProps {
  url: string | undefined;
  /** The NFT's name: the image is its picture, so it is named after it. */
  alt: string;
  rounded?: 'md' | 'lg';
}

// One class per corner rounding the image takes.
const placeholderClass: Record<'md' | 'lg', string> = {
  md: css(
    {
      aspectRatio: 'square',
      width: 'full',
      rounded: 'md',
      bg: 'surface.sunken',
      color: 'fg.subtle',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
    { '& svg': { width: '10', height: '10' } },
  ),
  lg: css(
    {
      aspectRatio: 'square',
      width: 'full',
      rounded: 'lg',
      bg: 'surface.sunken',
      color: 'fg.subtle',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
    { '& svg': { width: '10', height: '10' } },
  ),
};
const imageClass: Record<'md' | 'lg', string> = {
  md: css({ aspectRatio: 'square', width: 'full', objectFit: 'cover', rounded: 'md', bg: 'surface.sunken' }),
  lg: css({ aspectRatio: 'square', width: 'full', objectFit: 'cover', rounded: 'lg', bg: 'surface.sunken' }),
};

/** The NFT's picture, square; an icon in its place when the URL is not allowed or the image does not load. */
export function NftImage({ url, alt, rounded = 'md' }: NftImageProps) {
  const [failed, setFailed] = useState(false);
  const src = safeImageUrl(url);
  if (!src || failed) {
    return (
      <div role="img" aria-label={alt} className={placeholderClass[rounded]}>
        <ImageOff aria-hidden />
      </div>
    );
  }
  return (
    <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} className={imageClass[rounded]} />
  );
}
