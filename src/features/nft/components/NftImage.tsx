import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { safeImageUrl } from '@/shared/images';
import { Box, styled } from 'styled-system/jsx';

interface NftImageProps {
  url: string | undefined;
  /** The NFT's name: the image is its picture, so it is named after it. */
  alt: string;
  rounded?: 'md' | 'lg';
}

/** The NFT's picture, square; an icon in its place when the URL is not allowed or the image does not load. */
export function NftImage({ url, alt, rounded = 'md' }: NftImageProps) {
  const [failed, setFailed] = useState(false);
  const src = safeImageUrl(url);
  if (!src || failed) {
    return (
      <Box
        role="img"
        aria-label={alt}
        aspectRatio="square"
        width="full"
        rounded={rounded}
        bg="surface.sunken"
        color="fg.subtle"
        display="flex"
        alignItems="center"
        justifyContent="center"
        css={{ '& svg': { width: '10', height: '10' } }}
      >
        <ImageOff aria-hidden />
      </Box>
    );
  }
  return (
    <styled.img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      aspectRatio="square"
      width="full"
      objectFit="cover"
      rounded={rounded}
      bg="surface.sunken"
    />
  );
}
