/**
 * Named scenarios of the demo backend: switches a person (the demo panel) or Playwright (a URL parameter)
 * turns on to make the backend behave one way on purpose, e.g. a daily limit almost used up:
 *
 *   ?demo-scenario=send-daily-limit      (one parameter per scenario; several may be on)
 *   ?demo-scenario=clear                 (all off)
 *
 * Like faults they live in sessionStorage: they survive reloads of this tab only.
 */
export const SCENARIOS_STORAGE_KEY = 'wallet-demo:scenarios';
export const SCENARIO_URL_PARAMETER = 'demo-scenario';

export interface NamedScenario {
  id: string;
  /** Demo panel messages (src/mocks/devtools/i18n): what it is called, what it does. */
  titleId: string;
  descriptionId: string;
}

const known = new Map<string, NamedScenario>();
const listeners = new Set<(active: readonly string[]) => void>();

/** Makes scenarios known (to the panel and the URL parameter); each part of the backend registers its own. */
export function defineScenarios(scenarios: readonly NamedScenario[]): void {
  for (const scenario of scenarios) known.set(scenario.id, scenario);
}

export function knownScenarios(): NamedScenario[] {
  return [...known.values()];
}

export function activeScenarios(): string[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(SCENARIOS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function isScenarioActive(id: string): boolean {
  return activeScenarios().includes(id);
}

function write(active: readonly string[]): void {
  try {
    globalThis.sessionStorage?.setItem(SCENARIOS_STORAGE_KEY, JSON.stringify(active));
  } catch {
    // Storage unavailable: the scenario simply stays off.
  }
  listeners.forEach((listener) => listener(active));
}

export function setScenario(id: string, on: boolean): void {
  const others = activeScenarios().filter((item) => item !== id);
  write(on ? [...others, id] : others);
}

export function clearScenarios(): void {
  write([]);
}

export function onScenariosChange(listener: (active: readonly string[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies the `demo-scenario` URL parameters of a page address; unknown names are reported, not guessed. */
export function applyScenariosFromUrl(href: string): void {
  const values = new URL(href).searchParams.getAll(SCENARIO_URL_PARAMETER);
  if (values.includes('clear')) clearScenarios();
  for (const value of values) {
    if (known.has(value)) setScenario(value, true);
    else if (value !== 'clear')
      console.warn(`Demo backend: ignored demo-scenario "${value}" (known: ${[...known.keys()].join(', ')})`);
  }
}
