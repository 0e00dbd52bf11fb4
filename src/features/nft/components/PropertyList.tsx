import { useIntl } from 'react-intl';
import type { NftProperty } from '@/services/api';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';

const listClass = flex({ gap: '2', wrap: 'wrap', listStyle: 'none' });
const tileClass = css({
  px: '3',
  py: '2',
  rounded: 'md',
  bg: 'accent.muted',
  display: 'flex',
  flexDirection: 'column',
  minWidth: '0',
  maxWidth: 'full',
});
const traitClass = css({
  textStyle: 'caption',
  color: 'accent.text',
  textTransform: 'uppercase',
  overflowWrap: 'anywhere',
});
const valueClass = css({ textStyle: 'label', color: 'fg.default', overflowWrap: 'anywhere' });

/** Trait/value pairs as small tiles, trait above value (the marketplace convention). */
export function PropertyList({ properties }: { properties: readonly NftProperty[] }) {
  const intl = useIntl();
  if (properties.length === 0) return null;
  return (
    <ul aria-label={intl.formatMessage({ id: 'nft.detail.properties' })} className={listClass}>
      {properties.map((property) => (
        <li key={`${property.trait}:${property.value}`} className={tileClass}>
          <span className={traitClass}>{property.trait}</span>
          <span className={valueClass}>{property.value}</span>
        </li>
      ))}
    </ul>
  );
}
