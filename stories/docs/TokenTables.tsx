import type { CSSProperties, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { token, type Token } from 'styled-system/tokens';
import { breakpointsPx } from '../../src/design-system/theme/breakpoints';
import { semanticTokens } from '../../src/design-system/theme/semantic-tokens';
import { textStyles } from '../../src/design-system/theme/text-styles';
import { tokens } from '../../src/design-system/theme/tokens';

/*
 * Live token tables for the docs pages. Everything is read from the theme objects the Panda preset is
 * built from, so a token added or changed in src/design-system/theme shows up here without retyping.
 */

type TokenLeaf = { value: unknown; description?: string };
type TokenTree = { [key: string]: TokenTree | TokenLeaf };

const isLeaf = (node: TokenTree | TokenLeaf): node is TokenLeaf => 'value' in node;

/** Flattens {gray: {50: {value}}} into [['gray.50', leaf]]; DEFAULT keys name their parent. */
function flatten(tree: TokenTree, prefix = ''): Array<[string, TokenLeaf]> {
  return Object.entries(tree).flatMap(([key, node]) => {
    const path = key === 'DEFAULT' ? prefix : prefix ? `${prefix}.${key}` : key;
    return isLeaf(node) ? [[path, node] as [string, TokenLeaf]] : flatten(node, path);
  });
}

const cssVar = (category: string, path: string) => token.var(`${category}.${path}` as Token);
const resolved = (category: string, path: string) => token(`${category}.${path}` as Token) ?? '';

const table = css({
  width: 'full',
  borderCollapse: 'collapse',
  textStyle: 'body.md',
  '& th': { textAlign: 'start', textStyle: 'caption', color: 'fg.muted', py: '2', px: '3', borderBottomWidth: 'thin' },
  '& td': { py: '2', px: '3', borderBottomWidth: 'thin', borderColor: 'border.muted', verticalAlign: 'middle' },
  '& code': { fontFamily: 'mono', fontSize: 'xs' },
});
const swatch = css({ width: '12', height: '8', borderRadius: 'md', borderWidth: 'thin', borderColor: 'border.default' });

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table className={table}>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The raw palette (tokens.colors). */
export function PaletteTable() {
  const rows = flatten(tokens.colors as TokenTree);
  return (
    <Table head={['Swatch', 'Token', 'Value']}>
      {rows.map(([path, leaf]) => (
        <tr key={path}>
          <td>
            <div className={swatch} style={{ background: cssVar('colors', path) } as CSSProperties} />
          </td>
          <td>
            <code>{path}</code>
          </td>
          <td>
            <code>{String(leaf.value)}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Semantic colours with their light and dark values, each swatch drawn in both themes. */
export function SemanticColorTable() {
  const rows = flatten(semanticTokens.colors as TokenTree);
  return (
    <Table head={['Light', 'Dark', 'Token', 'Light value', 'Dark value']}>
      {rows.map(([path, leaf]) => {
        const value = leaf.value as { base: string; _dark: string };
        return (
          <tr key={path}>
            <td data-theme="light">
              <div className={swatch} style={{ background: cssVar('colors', path) } as CSSProperties} />
            </td>
            <td data-theme="dark">
              <div className={swatch} style={{ background: cssVar('colors', path) } as CSSProperties} />
            </td>
            <td>
              <code>{path}</code>
            </td>
            <td>
              <code>{value.base}</code>
            </td>
            <td>
              <code>{value._dark}</code>
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** Every text style with a live sample. */
export function TextStyleTable() {
  const rows = flatten(textStyles as unknown as TokenTree);
  return (
    <Table head={['Style', 'Sample', 'Definition']}>
      {rows.map(([path, leaf]) => {
        const value = leaf.value as Record<string, string>;
        const style: CSSProperties = {
          fontFamily: value.fontFamily ? resolved('fonts', value.fontFamily) : undefined,
          fontSize: value.fontSize ? resolved('fontSizes', value.fontSize) : undefined,
          fontWeight: value.fontWeight ? resolved('fontWeights', value.fontWeight) : undefined,
          lineHeight: value.lineHeight ? resolved('lineHeights', value.lineHeight) : undefined,
          letterSpacing: value.letterSpacing ? resolved('letterSpacings', value.letterSpacing) : undefined,
          fontVariantNumeric: value.fontVariantNumeric,
        };
        return (
          <tr key={path}>
            <td>
              <code>{path}</code>
            </td>
            <td style={style}>{path === 'amount' ? '$68,700.88' : 'Cüzdanınız hazır — your wallet is ready'}</td>
            <td>
              <code>
                {Object.entries(value)
                  .map(([key, v]) => `${key}: ${v}`)
                  .join('; ')}
              </code>
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** A scale (font sizes, spacing, sizes, radii, shadows…) with a visual per entry. */
export function ScaleTable({
  category,
  visual,
}: {
  category:
    'fontSizes' | 'fontWeights' | 'spacing' | 'sizes' | 'radii' | 'shadows' | 'zIndex' | 'durations' | 'borderWidths' | 'fonts';
  visual?: 'bar' | 'radius' | 'shadow' | 'text';
}) {
  const rows = flatten((tokens as unknown as Record<string, TokenTree>)[category] ?? {});
  return (
    <Table head={[...(visual ? ['Preview'] : []), 'Token', 'Value']}>
      {rows.map(([path, leaf]) => (
        <tr key={path}>
          {visual && (
            <td>
              {visual === 'bar' && (
                <div
                  className={css({ height: '3', bg: 'accent.default', borderRadius: 'xs', maxWidth: 'full' })}
                  style={{ width: `min(${String(leaf.value)}, 24rem)` }}
                />
              )}
              {visual === 'radius' && (
                <div
                  className={css({
                    width: '12',
                    height: '12',
                    bg: 'accent.muted',
                    borderWidth: 'thick',
                    borderColor: 'accent.default',
                  })}
                  style={{ borderRadius: cssVar('radii', path) }}
                />
              )}
              {visual === 'shadow' && (
                <div
                  className={css({ width: '16', height: '10', bg: 'surface', borderRadius: 'md' })}
                  style={{ boxShadow: cssVar('shadows', path) }}
                />
              )}
              {visual === 'text' && <span style={{ fontSize: cssVar('fontSizes', path) }}>Aa Ğğ Şş İı</span>}
            </td>
          )}
          <td>
            <code>{path}</code>
          </td>
          <td>
            <code>{String(leaf.value)}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Breakpoints (Storybook's viewports are generated from the same numbers). */
export function BreakpointTable() {
  return (
    <Table head={['Name', 'Min width', 'Used for']}>
      {Object.entries(breakpointsPx).map(([name, px]) => (
        <tr key={name}>
          <td>
            <code>{name}</code>
          </td>
          <td>
            <code>{px}px</code>
          </td>
          <td>{name === 'lg' ? 'Main layout switches from header + drawer to the 300 px sidebar' : ''}</td>
        </tr>
      ))}
    </Table>
  );
}
