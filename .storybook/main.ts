import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The props tables of the docs pages. The story tests build without them (STORYBOOK_DOCGEN=off): they run the
  // stories, never a docs page, and the TypeScript-based docgen is half the build (36 s with it, 17 s without).
  typescript: { reactDocgen: process.env.STORYBOOK_DOCGEN === 'off' ? false : 'react-docgen-typescript' },
};

export default config;
