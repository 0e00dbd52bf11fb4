import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { focusLost } from '../../a11y/focus-lost';

const FlowTitleContext = createContext<RefObject<HTMLHeadingElement | null> | null>(null);

/** The title ref of the flow around a FormStep, if any: its title then takes the focus when the step changes. */
export function useFormStepFlowTitle(): RefObject<HTMLHeadingElement | null> | null {
  return useContext(FlowTitleContext);
}

export interface FormStepFlowProps {
  /** Which step is on show: when it changes, the new step's title takes the focus if the focus was lost. */
  step: string;
  /** The flow's steps, each a FormStep. */
  children: ReactNode;
}

/**
 * Steps shown one at a time in one place (a send flow, a sign-up). The button that moved the flow on goes with its
 * step, and the focus with it, back to the top of the page: the new step's title takes it instead, so a keyboard
 * continues from the step on show and a screen reader announces it. A focus that is still somewhere (a field, an
 * alert that took it) is left where it is, and nothing moves when the flow first shows.
 */
export function FormStepFlow({ step, children }: FormStepFlowProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (focusLost()) title.current?.focus();
  }, [step]);
  return <FlowTitleContext.Provider value={title}>{children}</FlowTitleContext.Provider>;
}
