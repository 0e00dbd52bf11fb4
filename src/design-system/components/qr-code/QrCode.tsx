import { QrCode as ArkQrCode } from '@ark-ui/react/qr-code';
import { cx } from 'styled-system/css';
import { qrCode, type QrCodeVariantProps } from 'styled-system/recipes';
import { LogoMark } from '../logo';

export interface QrCodeProps extends QrCodeVariantProps {
  /** What the code encodes (an address, a payment URI). */
  value: string;
  /** What the picture is, for screen readers (e.g. "QR code of your Bitcoin deposit address"). */
  label: string;
  /** Put the brand mark in the middle (error correction is raised to keep it scannable). */
  withLogo?: boolean;
  className?: string;
}

/** QR code (Ark qr-code, SVG), always dark on white so phone cameras read it in either theme. */
export function QrCode({ value, label, withLogo = false, size, className }: QrCodeProps) {
  const styles = qrCode({ size });
  return (
    <ArkQrCode.Root
      className={cx(styles.root, className)}
      value={value}
      encoding={{ ecc: withLogo ? 'H' : 'M' }}
      role="img"
      aria-label={label}
    >
      <ArkQrCode.Frame className={styles.frame} aria-hidden>
        <ArkQrCode.Pattern className={styles.pattern} />
      </ArkQrCode.Frame>
      {withLogo && (
        <ArkQrCode.Overlay className={styles.overlay}>
          <LogoMark />
        </ArkQrCode.Overlay>
      )}
    </ArkQrCode.Root>
  );
}
