import { defineConfig } from '@pandacss/dev';
import { walletPreset } from './src/design-system/theme/preset';

export default defineConfig({
  preflight: true,
  // Only the wallet preset's tokens exist, and only tokens are accepted: no raw colours or sizes.
  presets: ['@pandacss/preset-base', walletPreset],
  strictTokens: true,
  strictPropertyValues: true,
  include: ['./src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx,mdx}', './.storybook/**/*.{ts,tsx}'],
  exclude: ['./src/services/generated/**'],
  // Thin component wrappers pass variants through props, which static extraction cannot see.
  staticCss: { recipes: '*' },
  jsxFramework: 'react',
  outdir: 'styled-system',
});
