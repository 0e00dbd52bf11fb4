import type { ConverterDefinition } from '@/services/api';

/** The enabled pairs only: the customer can choose nothing else. */
export function allowedPairs(definitions: readonly ConverterDefinition[]): ConverterDefinition[] {
  return definitions.filter((definition) => definition.enabled);
}

/** Assets that can be given, in the definitions' order, without repeats. */
export function fromAssets(pairs: readonly ConverterDefinition[]): string[] {
  return [...new Set(pairs.map((pair) => pair.fromAsset))];
}

/** Assets that `from` can be converted into. */
export function toAssets(pairs: readonly ConverterDefinition[], from: string): string[] {
  return pairs.filter((pair) => pair.fromAsset === from).map((pair) => pair.toAsset);
}

export function findPair(pairs: readonly ConverterDefinition[], from: string, to: string): ConverterDefinition | undefined {
  return pairs.find((pair) => pair.fromAsset === from && pair.toAsset === to);
}

const PREFERRED_FROM = 'BTC';
const PREFERRED_TO = ['USDT', 'BTC'];

/**
 * The pair to start with: the asked `from` (the asset screen's Convert link) when it can be given, else BTC,
 * else the first; its `to` is the asked one when allowed, else USDT, else BTC, else the first allowed.
 */
export function initialPair(
  pairs: readonly ConverterDefinition[],
  asked: { from?: string | null; to?: string | null } = {},
): { from: string; to: string } | null {
  const givable = fromAssets(pairs);
  const askedFrom = asked.from?.toUpperCase();
  const from = givable.find((symbol) => symbol === askedFrom) ?? givable.find((s) => s === PREFERRED_FROM) ?? givable[0];
  if (from === undefined) return null;
  return { from, to: pickTo(pairs, from, asked.to?.toUpperCase()) };
}

/** A `to` for `from`: the wanted one if allowed, else a preferred one, else the first allowed. */
export function pickTo(pairs: readonly ConverterDefinition[], from: string, wanted?: string): string {
  const targets = toAssets(pairs, from);
  return (
    targets.find((symbol) => symbol === wanted) ??
    PREFERRED_TO.map((symbol) => targets.find((target) => target === symbol)).find(Boolean) ??
    targets[0] ??
    ''
  );
}
