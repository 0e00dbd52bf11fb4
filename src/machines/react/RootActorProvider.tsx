import { createContext, useContext, type ReactNode } from 'react';
import type { RootActorRef } from '../root/root.machine';

const RootActorContext = createContext<RootActorRef | null>(null);

/** Makes the (started) root actor available to the selector hooks below it. */
export function RootActorProvider({ actor, children }: { actor: RootActorRef; children: ReactNode }) {
  return <RootActorContext.Provider value={actor}>{children}</RootActorContext.Provider>;
}

export function useRootActor(): RootActorRef {
  const actor = useContext(RootActorContext);
  if (!actor) throw new Error('useRootActor() needs a <RootActorProvider> above it.');
  return actor;
}
