import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Avatar } from './Avatar';

const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';
const OTHER_PICTURE = 'data:image/png;base64,R0lGODlh';

// The initials are the fallback's own text.
const fallback = () => screen.getByText('AY');
const fallbackShown = () => screen.queryByText('AY') !== null;
const picture = (container: HTMLElement) => container.querySelector('img');

function ChangingPicture() {
  const [src, setSrc] = useState(PICTURE);
  return (
    <>
      <Avatar name="Ayşe Yılmaz" src={src} />
      <button type="button" onClick={() => setSrc(OTHER_PICTURE)}>
        Change
      </button>
    </>
  );
}

describe('Avatar', () => {
  it('shows the initials until the picture has loaded, then the picture alone', async () => {
    const { container } = await renderWithProviders(<Avatar name="Ayşe Yılmaz" src={PICTURE} />);
    expect(fallback()).toBeVisible();
    expect(picture(container)).not.toBeVisible();

    fireEvent.load(picture(container) as HTMLImageElement);
    expect(fallbackShown()).toBe(false);
    expect(screen.getByRole('img', { name: 'Ayşe Yılmaz' })).toBe(picture(container));
    expect(picture(container)).toHaveAttribute('data-state', 'visible');
  });

  it('keeps the initials when the picture fails', async () => {
    const { container } = await renderWithProviders(<Avatar name="Ayşe Yılmaz" src={PICTURE} />);
    fireEvent.error(picture(container) as HTMLImageElement);
    expect(fallback()).toBeVisible();
    expect(screen.getByRole('img', { name: 'Ayşe Yılmaz' })).toBe(fallback());
  });

  it('shows the initials again while a new picture loads', async () => {
    const { container } = await renderWithProviders(<ChangingPicture />);
    fireEvent.load(picture(container) as HTMLImageElement);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(fallback()).toBeVisible();
    fireEvent.load(picture(container) as HTMLImageElement);
    expect(fallbackShown()).toBe(false);
  });

  it('never loads a picture the image policy refuses', async () => {
    const { container } = await renderWithProviders(<Avatar name="Ayşe Yılmaz" src="http://tracker.example/p.png" />);
    expect(picture(container)).toBeNull();
    expect(fallback()).toBeVisible();
  });
});
