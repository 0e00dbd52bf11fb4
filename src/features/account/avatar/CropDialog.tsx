import 'react-easy-crop/react-easy-crop.css';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useIntl } from 'react-intl';
import { Button, Dialog } from '@/design-system';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import type { PixelArea } from './image-rules';

export interface CropDialogProps {
  /** An object URL of the chosen file (the caller revokes it). */
  imageUrl: string;
  /** The upload is under way: the dialog stays, its buttons wait. */
  busy: boolean;
  /** Upload progress, 0–1, while busy. */
  progress: number;
  onCancel: () => void;
  onConfirm: (area: PixelArea) => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

const contentClass = stack({ gap: '4' });
const frameClass = css({
  position: 'relative',
  width: 'full',
  height: '72',
  bg: 'surface.sunken',
  borderRadius: 'md',
  overflow: 'hidden',
});

/**
 * The square crop of a chosen picture (react-easy-crop, loaded with this dialog only). Drag or use the
 * arrow keys to move, the slider or the wheel to zoom.
 */
export default function CropDialog({ imageUrl, busy, progress, onCancel, onConfirm }: CropDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area>();
  const frameRef = useRef<HTMLDivElement>(null);
  const [settled, setSettled] = useState(false);

  // The cropper measures its frame once: not while the dialog is still scaling in, or the crop area is off.
  useEffect(() => {
    const dialog = frameRef.current?.closest<HTMLElement>('[data-part="content"]');
    const running = dialog?.getAnimations?.() ?? [];
    let current = true;
    void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
      if (current) setSettled(true);
    });
    return () => {
      current = false;
    };
  }, []);

  const percent = intl.formatNumber(progress, { style: 'percent' });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={t('account.avatar.crop.title')}
      description={t('account.avatar.crop.description')}
      closeOnInteractOutside={false}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('account.avatar.crop.cancel')}
          </Button>
          <Button onClick={() => area && onConfirm(area)} loading={busy} disabled={!area}>
            {t(busy ? 'account.avatar.crop.uploading' : 'account.avatar.crop.save', { percent })}
          </Button>
        </>
      }
    >
      <div className={contentClass}>
        <div ref={frameRef} className={frameClass}>
          {settled && (
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: t('account.avatar.crop.imageAlt') }}
              // The crop area takes the arrow keys itself: an application region, named for screen readers.
              cropperProps={{ role: 'application', 'aria-label': t('account.avatar.crop.area') }}
              // The page's CSP refuses injected <style>; the library's stylesheet is bundled instead.
              disableAutomaticStylesInjection
            />
          )}
        </div>
        <label className={css({ display: 'grid', gap: '1', textStyle: 'label', color: 'fg.default' })}>
          {t('account.avatar.crop.zoom')}
          <input
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.1}
            value={zoom}
            disabled={busy}
            onChange={(event) => setZoom(Number(event.currentTarget.value))}
            className={css({ width: 'full', accentColor: 'accent.default' })}
          />
        </label>
        {busy && (
          <progress
            value={progress}
            max={1}
            aria-label={t('account.avatar.crop.progress')}
            className={css({ width: 'full', accentColor: 'accent.default' })}
          >
            {percent}
          </progress>
        )}
      </div>
    </Dialog>
  );
}
