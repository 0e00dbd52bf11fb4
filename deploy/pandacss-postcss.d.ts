// `@pandacss/dev/postcss` (Panda's PostCSS plugin, documented entry) ships without types; it re-exports
// `@pandacss/postcss`, whose types say this.
declare module '@pandacss/dev/postcss' {
  import type { PluginCreator } from 'postcss';

  const pandacss: PluginCreator<{ configPath?: string; cwd?: string; logfile?: string }>;
  export default pandacss;
}
