import {
  cloneElement,
  isValidElement,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { DrawerVariantProps } from 'styled-system/recipes';
// The type only: the code loads on the first opening, or ahead of it with preloadDrawer.
import type { ArkDrawerPanel } from './ArkDrawerPanel';

export interface DrawerProps extends DrawerVariantProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The edge it slides in from: 'left' (navigation) or 'right' (default: panels such as notifications). */
  side?: 'left' | 'right';
  title: ReactNode;
  /** Visually hide the title (it still names the dialog), e.g. when the header shows a logo instead. */
  hideTitle?: boolean;
  /** Extra header content between the title and the close button (e.g. a "Read all" button). */
  headerActions?: ReactNode;
  /** Replace the title area (e.g. a logo); the title remains the accessible name. */
  headerStart?: ReactNode;
  trigger?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Class for the scrolling body (to drop its padding for full-bleed lists). */
  bodyClassName?: string;
  /**
   * What gets focus on opening: the first focusable element (default), or the close button — for panels whose
   * header actions come and go with their data, so focus does not depend on what has loaded.
   */
  initialFocus?: 'first' | 'close';
  /**
   * Keep the content (hidden) once it has been opened, for a panel opened again and again with a long content
   * (the notifications): reopening then shows it instead of building it anew. By default it goes on closing.
   * A controlled drawer that keeps its content is also built ahead, closed and hidden, as soon as the drawer's
   * code has loaded (preloadDrawer, when the browser is idle): its first opening then only shows it too.
   */
  keepMounted?: boolean;
}

/** The panel's module once downloaded: a drawer opened after preloadDrawer renders it without suspending. */
let loadedPanel: typeof ArkDrawerPanel | undefined;
/** Drawers waiting for the code to build their panel ahead of the first opening (see keepMounted). */
const waitingForPanel = new Set<() => void>();
const loadPanel = () =>
  import('./ArkDrawerPanel').then((module) => {
    loadedPanel = module.ArkDrawerPanel;
    for (const build of waitingForPanel) build();
    return module;
  });
const LazyArkDrawerPanel = lazy(async () => ({ default: (await loadPanel()).ArkDrawerPanel }));
type PanelType = typeof ArkDrawerPanel | typeof LazyArkDrawerPanel;
const panelType = (): PanelType => loadedPanel ?? LazyArkDrawerPanel;

/**
 * Downloads and runs the drawer's code ahead of its first opening (the main layout does it when the browser is
 * idle: its bell and phone menu open drawers), so that opening builds the panel and nothing else.
 */
export function preloadDrawer(): Promise<unknown> {
  return loadPanel();
}

type TriggerProps = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string>;

/** The trigger as Ark shows it while closed; pressing it opens the drawer (and loads it). */
function closedTrigger(trigger: ReactNode, open: () => void): ReactNode {
  if (!isValidElement<TriggerProps>(trigger)) return trigger;
  const element: ReactElement<TriggerProps> = trigger;
  const props: TriggerProps = {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-scope': 'dialog',
    'data-part': 'trigger',
    'data-state': 'closed',
    onClick: (event: MouseEvent<HTMLElement>) => {
      element.props.onClick?.(event);
      if (!event.defaultPrevented) open();
    },
  };
  return cloneElement(element, props);
}

/**
 * Slide-in panel from the left or right edge (Ark's dialog machine): modal, focus trapped; Escape, a click on the
 * backdrop or the close button closes it. Its code loads when it first opens (or ahead, preloadDrawer): until
 * then only the trigger is drawn, as Ark draws it.
 */
export function Drawer(props: DrawerProps) {
  const { open, defaultOpen, onOpenChange, trigger, keepMounted = false } = props;
  // Which panel component renders, chosen once, at the first opening or when a kept drawer is built ahead: the
  // downloaded one when preloadDrawer has run, else the lazy one (never switched afterwards: a new component type
  // would build the drawer anew).
  const [Panel, setPanel] = useState<PanelType | null>(() => ((open ?? defaultOpen) ? panelType() : null));
  // Opened from outside (a controlled drawer): from now on the real drawer renders.
  if (open && !Panel) setPanel(panelType);
  const buildsAhead = keepMounted && open !== undefined && !Panel;
  useEffect(() => {
    if (!buildsAhead) return;
    // Built in a transition: React renders the hidden panel in slices the browser can interrupt.
    const build = () => startTransition(() => setPanel((current: PanelType | null) => current ?? loadedPanel ?? null));
    if (loadedPanel) build();
    else waitingForPanel.add(build);
    return () => void waitingForPanel.delete(build);
  }, [buildsAhead]);
  const openFromTrigger = () => {
    setPanel(panelType);
    onOpenChange?.(true);
  };
  const shell = closedTrigger(trigger, openFromTrigger) ?? null;
  if (!Panel) return shell;
  return (
    <Suspense fallback={shell}>
      {/* An uncontrolled drawer opened by its trigger starts open. */}
      <Panel {...props} defaultOpen={open === undefined ? true : defaultOpen} />
    </Suspense>
  );
}
