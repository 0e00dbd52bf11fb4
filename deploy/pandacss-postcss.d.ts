// `@pandacss/dev/postcss` (Panda's PostCSS plugin, documented entry) ships without types; it re-exports
// `@pandacss/postcss`, whose plugin is one function per stylesheet.
declare module '@pandacss/dev/postcss' {
  import type { Result, Root } from 'postcss';

  const pandacss: (options?: { configPath?: string; cwd?: string }) => {
    postcssPlugin: string;
    plugins: ((root: Root, result: Result) => Promise<void>)[];
  };
  export default pandacss;
}
