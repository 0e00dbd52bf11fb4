import { useIntl } from 'react-intl';
import { Box, Stack, styled } from 'styled-system/jsx';

/** The share of the image sent so far, as a labelled progress bar (screen readers read the percentage). */
export function UploadProgress({ fraction }: { fraction: number }) {
  const intl = useIntl();
  const percent = Math.round(fraction * 100);
  const label = intl.formatMessage({ id: 'nft.create.uploading' });
  return (
    <Stack gap="2" data-testid="upload-progress">
      <Box display="flex" justifyContent="space-between" textStyle="label">
        <span>{label}</span>
        <span>{intl.formatNumber(fraction, { style: 'percent' })}</span>
      </Box>
      <styled.progress
        value={percent}
        max={100}
        aria-label={label}
        width="full"
        height="2"
        appearance="none"
        border="none"
        rounded="full"
        overflow="hidden"
        bg="surface.sunken"
        css={{
          '&::-webkit-progress-bar': { bg: 'surface.sunken' },
          '&::-webkit-progress-value': { bg: 'accent.default', transition: 'common' },
          '&::-moz-progress-bar': { bg: 'accent.default' },
        }}
      />
    </Stack>
  );
}
