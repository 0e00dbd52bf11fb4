import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';

const progressClass = stack({ gap: '2' });
const labelRowClass = css({ display: 'flex', justifyContent: 'space-between', textStyle: 'label' });
const barClass = css(
  {
    width: 'full',
    height: '2',
    appearance: 'none',
    border: 'none',
    rounded: 'full',
    overflow: 'hidden',
    bg: 'surface.sunken',
  },
  {
    '&::-webkit-progress-bar': { bg: 'surface.sunken' },
    '&::-webkit-progress-value': { bg: 'accent.default', transition: 'common' },
    '&::-moz-progress-bar': { bg: 'accent.default' },
  },
);

/** The share of the image sent so far, as a labelled progress bar (screen readers read the percentage). */
export function UploadProgress({ fraction }: { fraction: number }) {
  const intl = useIntl();
  const percent = Math.round(fraction * 100);
  const label = intl.formatMessage({ id: 'nft.create.uploading' });
  return (
    <div data-testid="upload-progress" className={progressClass}>
      <div className={labelRowClass}>
        <span>{label}</span>
        <span>{intl.formatNumber(fraction, { style: 'percent' })}</span>
      </div>
      <progress value={percent} max={100} aria-label={label} className={barClass} />
    </div>
  );
}
