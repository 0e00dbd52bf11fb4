import type { ReactNode } from 'react';

/**
 * Sections of the demo panel. The panel ships credentials, database and fault sections; other parts of
 * the demo backend add theirs (e.g. a real-time events section) with registerDemoPanelSection before
 * or after the panel mounts.
 */
export interface DemoPanelSection {
  id: string;
  /** Lower comes first; the built-in sections use 10, 20 and 30. */
  order: number;
  render: () => ReactNode;
  /** The section's own messages, merged into the panel's catalogue (English is the fallback). */
  messages?: { en: Record<string, string>; tr?: Record<string, string> };
}

const sections = new Map<string, DemoPanelSection>();
const listeners = new Set<() => void>();
let snapshot: DemoPanelSection[] = [];

export function registerDemoPanelSection(section: DemoPanelSection): () => void {
  sections.set(section.id, section);
  snapshot = [...sections.values()].sort((a, b) => a.order - b.order);
  listeners.forEach((listener) => listener());
  return () => {
    sections.delete(section.id);
    snapshot = [...sections.values()].sort((a, b) => a.order - b.order);
    listeners.forEach((listener) => listener());
  };
}

/** For useSyncExternalStore. */
export const demoPanelSections = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): DemoPanelSection[] => snapshot,
};
