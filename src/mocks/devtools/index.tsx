import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DemoPanelRoot } from './DemoPanelRoot';
import { registerDemoPanelSection } from './registry';
import { RealtimeSection } from './realtime-section';
import { ScenariosSection, scenariosSectionMessages } from './scenarios-section';
import { CredentialsSection, DatabaseSection, FaultsSection, resetAndReload } from './sections';

export { registerDemoPanelSection, type DemoPanelSection } from './registry';
export { DemoPanelRoot } from './DemoPanelRoot';

/**
 * The built-in sections: sign-in credentials, the database (reset, deposit, notification), real-time events
 * (the four notification events, a deposit, a dropped socket), endpoint faults.
 */
export function registerBuiltInSections({ onReset = resetAndReload }: { onReset?: () => void } = {}): void {
  registerDemoPanelSection({ id: 'credentials', order: 10, render: () => <CredentialsSection /> });
  registerDemoPanelSection({ id: 'database', order: 20, render: () => <DatabaseSection onReset={onReset} /> });
  registerDemoPanelSection({ id: 'realtime', order: 25, render: () => <RealtimeSection /> });
  registerDemoPanelSection({ id: 'faults', order: 30, render: () => <FaultsSection /> });
  registerDemoPanelSection({
    id: 'scenarios',
    order: 27,
    render: () => <ScenariosSection />,
    messages: scenariosSectionMessages,
  });
}

/** Renders the demo panel into its own root at the end of <body>. Only the demo boot path calls this. */
export function mountDemoPanel(): void {
  registerBuiltInSections();
  const host = document.createElement('div');
  host.id = 'demo-panel';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <DemoPanelRoot />
    </StrictMode>,
  );
}
