import { useState } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { avatar, type AvatarVariantProps } from 'styled-system/recipes';
import { safeImageUrl } from '@/shared/images';
import { LogoMark } from '../logo';

/** Up to two initials from a display name ("Ayşe Yılmaz" → "AY"; "jane@example.com" → "J"). */
export function initialsOf(name: string | undefined, locale = 'en'): string {
  const words = (name ?? '').split('@')[0]?.trim().split(/\s+/).filter(Boolean) ?? [];
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase(locale);
}

export interface AvatarProps extends AvatarVariantProps {
  /** Picture URL; while it loads or when it fails the fallback shows. */
  src?: string | undefined;
  /** The person's display name: the image's alt text and the source of the initials. */
  name?: string | undefined;
  /** What shows without a picture: the name's initials (default) or the brand logo. */
  fallback?: 'initials' | 'logo';
  className?: string;
}

/**
 * User picture with initials or the brand logo as fallback: the fallback shows until the picture has loaded, and
 * again if it fails. Not Ark's avatar: a picture is not a widget, and Ark's machine re-renders synchronously on
 * its load events, which a wallet page with a dozen asset logos paid for in long tasks (ADR 0025). Same parts,
 * attributes and states as Ark's, so the recipe and the tests read it alike.
 */
export function Avatar({ src, name, fallback = 'initials', size, className }: AvatarProps) {
  const intl = useIntl();
  const styles = avatar({ size });
  const initials = initialsOf(name, intl.locale);
  const showLogo = fallback === 'logo' || initials === '';
  const label = name || intl.formatMessage({ id: 'ds.avatar.default' });
  // Pictures come from server data: https only, from the allowed hosts; otherwise the fallback shows.
  const image = safeImageUrl(src);
  // Which picture has loaded: a new `src` shows the fallback again until it has loaded too.
  const [loadedImage, setLoadedImage] = useState<string | null>(null);
  const loaded = image !== undefined && loadedImage === image;
  return (
    <div className={cx(styles.root, className)} data-scope="avatar" data-part="root">
      {/* Taken out once the picture shows, not hidden: a wallet page's cards then have an element fewer to update
          at a page change whose pictures stay (ADR 0026, session 96). */}
      {!loaded && (
        <span
          className={styles.fallback}
          data-scope="avatar"
          data-part="fallback"
          data-state="visible"
          role="img"
          aria-label={label}
        >
          {/* The initials as the fallback's own text: `role="img"` makes its content presentational. */}
          {showLogo ? <LogoMark /> : initials}
        </span>
      )}
      {image && (
        <img
          className={styles.image}
          data-scope="avatar"
          data-part="image"
          data-state={loaded ? 'visible' : 'hidden'}
          hidden={!loaded}
          src={image}
          alt={label}
          onLoad={() => setLoadedImage(image)}
          onError={() => setLoadedImage((current) => (current === image ? null : current))}
        />
      )}
    </div>
  );
}
