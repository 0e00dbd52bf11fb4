import type { AnyHandler } from 'msw';
import { cognitoHandlers } from './cognito';
import { realtimeHandlers } from './realtime';
import { restHandlers } from './rest';

/** The default handlers of every story, keyed so a story can replace or add to one group. */
export const defaultStoryHandlers = {
  rest: restHandlers,
  cognito: cognitoHandlers,
  realtime: realtimeHandlers,
} satisfies Record<string, AnyHandler[]>;

type HandlerGroups = Record<string, AnyHandler | AnyHandler[] | undefined>;
export type MswParameter = AnyHandler[] | { handlers?: AnyHandler[] | HandlerGroups } | undefined;

/**
 * Story handlers first (keys the defaults do not have, e.g. `wallet: [scenario]`), then the groups that
 * share a name with a default (a story's `rest: [...]` replaces the default REST handlers): MSW uses the
 * first handler that answers, so scenarios win and everything else still works.
 */
export function resolveStoryHandlers(parameter: MswParameter): AnyHandler[] {
  if (!parameter) return [];
  if (Array.isArray(parameter)) return parameter;
  const groups = parameter.handlers;
  if (!groups) return [];
  if (Array.isArray(groups)) return groups;
  const defaults = new Set(Object.keys(defaultStoryHandlers));
  const entries = Object.entries(groups);
  const ordered = [...entries.filter(([key]) => !defaults.has(key)), ...entries.filter(([key]) => defaults.has(key))];
  return ordered.flatMap(([, value]) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
}
