import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubObjectUrlsInEachTest } from '@/test/object-urls';
import { renderWithProviders } from '@/test/render';
import { FileUpload } from './FileUpload';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

describe('FileUpload', () => {
  stubObjectUrlsInEachTest();

  it('reports the accepted file chosen after a refused one (not the empty list from before it)', async () => {
    const onFilesChange = vi.fn<(files: File[]) => void>();
    const user = userEvent.setup({ applyAccept: false });
    const { container } = await renderWithProviders(
      <FileUpload label="Image" accept={['image/png']} onFilesChange={onFilesChange} />,
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['<svg/>'], 'art.svg', { type: 'image/svg+xml' }));
    // Shown under the picker (and announced through the live region).
    expect((await screen.findAllByText(/art\.svg is not an accepted file type/)).length).toBeGreaterThan(0);
    const good = png('koi.png');
    await user.upload(input, good);
    expect(await screen.findByText('koi.png')).toBeInTheDocument();
    expect(container.querySelector('[data-scope="file-upload"][data-part="root"]')).not.toHaveTextContent(/art\.svg/);
    expect(onFilesChange).toHaveBeenLastCalledWith([good]);
  });

  it('reports the list left after a file is removed', async () => {
    const onFilesChange = vi.fn<(files: File[]) => void>();
    const user = userEvent.setup();
    const { container } = await renderWithProviders(
      <FileUpload label="Image" accept={['image/png']} onFilesChange={onFilesChange} />,
    );
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, png('koi.png'));
    await user.click(await screen.findByRole('button', { name: 'Remove koi.png' }));
    expect(onFilesChange).toHaveBeenLastCalledWith([]);
  });
});
