import { useId, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { formStep, type FormStepVariantProps } from 'styled-system/recipes';
import { Heading } from '../heading';
import { useFormStepFlowTitle } from './FormStepFlow';

export interface FormStepPosition {
  /** 1-based. */
  current: number;
  total: number;
}

export interface FormStepProps extends FormStepVariantProps {
  /** The step's heading; it also names the form. */
  title: ReactNode;
  /** Outline level of the title: 1 when the step is the screen, lower inside a page that has its own h1. */
  titleLevel?: 1 | 2 | 3 | 4;
  /** A line under the title; the form is described by it. */
  description?: ReactNode;
  /** Shows "Step 2 of 3" above the title. */
  step?: FormStepPosition;
  /** Context under the header, before the alert (e.g. a summary card). */
  intro?: ReactNode;
  /** A FormAlert about the whole form (a server answer); nothing when there is none. */
  alert?: ReactNode;
  /** Help right above the form, under the alert (e.g. demo credentials to fill in). */
  beforeForm?: ReactNode;
  /**
   * Submit handler of the form (react-hook-form's handleSubmit result fits; its event's target is the form).
   * Without it the content is shown without a form (while the form's data loads, or when it cannot).
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The submit is under way: the form is aria-busy. */
  submitting?: boolean;
  /** The fields (or what stands in for them without onSubmit). */
  children?: ReactNode;
  /** Under the fields, inside the form: the submit button and its neighbours. */
  actions?: ReactNode;
  /** Under the form: links and secondary buttons ("Resend code", "Already have an account?"). */
  footer?: ReactNode;
  className?: string;
}

/**
 * One frame for every step of a form: the heading (with an optional "Step n of m"), an alert about the whole
 * form, the form itself (noValidate, named by the heading, described by the description, busy while
 * submitting) with its actions, and a footer. Knows nothing of routes or data; the screen brings both.
 */
export function FormStep({
  title,
  titleLevel = 1,
  description,
  step,
  intro,
  alert,
  beforeForm,
  onSubmit,
  submitting = false,
  children,
  actions,
  footer,
  width,
  className,
}: FormStepProps) {
  const intl = useIntl();
  const id = useId();
  // In a FormStepFlow the title can take the focus (not by Tab) when the flow moves to this step.
  const flowTitle = useFormStepFlowTitle();
  const titleId = `${id}-title`;
  const stepId = `${id}-step`;
  const descriptionId = `${id}-description`;
  const styles = formStep({ width });
  const describedBy = [step ? stepId : null, description ? descriptionId : null].filter(Boolean).join(' ') || undefined;

  const body = (
    <div className={styles.body}>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.header}>
        {step && (
          <p id={stepId} className={styles.step}>
            {intl.formatMessage({ id: 'ds.formStep.step' }, { current: step.current, total: step.total })}
          </p>
        )}
        <Heading level={titleLevel} id={titleId} ref={flowTitle} tabIndex={flowTitle ? -1 : undefined}>
          {title}
        </Heading>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
      </div>
      {intro}
      <div className={styles.alert}>{alert}</div>
      {beforeForm}
      {onSubmit ? (
        <form
          noValidate
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          aria-busy={submitting || undefined}
          className={styles.form}
          onSubmit={(event) => {
            // A single-page app: the browser never submits (react-hook-form does the same; this covers plain handlers).
            event.preventDefault();
            void onSubmit(event);
          }}
        >
          {body}
        </form>
      ) : (
        body
      )}
      <div className={styles.footer}>{footer}</div>
    </div>
  );
}
