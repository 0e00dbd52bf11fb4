import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
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

/** User picture (Ark avatar) with initials or the brand logo as fallback. */
export function Avatar({ src, name, fallback = 'initials', size, className }: AvatarProps) {
  const intl = useIntl();
  const styles = avatar({ size });
  const initials = initialsOf(name, intl.locale);
  const showLogo = fallback === 'logo' || initials === '';
  const label = name || intl.formatMessage({ id: 'ds.avatar.default' });
  // Pictures come from server data: https only, from the allowed hosts; otherwise the fallback shows.
  const image = safeImageUrl(src);
  return (
    <ArkAvatar.Root className={cx(styles.root, className)}>
      <ArkAvatar.Fallback className={styles.fallback} role="img" aria-label={label}>
        {showLogo ? <LogoMark /> : <span aria-hidden>{initials}</span>}
      </ArkAvatar.Fallback>
      {image && <ArkAvatar.Image className={styles.image} src={image} alt={label} />}
    </ArkAvatar.Root>
  );
}
