import { Field as ArkField, useFieldContext } from '@ark-ui/react/field';
import { useLocaleContext } from '@ark-ui/react/locale';
import { ChevronDown } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { field, select } from 'styled-system/recipes';
import type { SelectIds } from './select-ids';

/** How the first use of a preview is handed on to the started select's trigger. */
export type FirstUse = (trigger: HTMLButtonElement) => void;

/** Keys that move on from the control, or only modify another key: they do not start it. */
const PASSING_KEYS = new Set(['Tab', 'Escape', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

interface SelectPreviewProps {
  ids: SelectIds;
  label: ReactNode;
  /** The chosen option's label, or undefined for none (the placeholder shows). */
  valueText: string | undefined;
  placeholder?: string;
  describedBy?: string;
  /** The first click or key press: start the select and hand it on. */
  onFirstUse: (use: FirstUse) => void;
}

/**
 * A closed select drawn without its machine: the same elements, ids, roles and states as Ark's closed select,
 * so nothing on screen or in the accessibility tree changes when it starts. The first click or key press starts
 * the real select and is handed on to it (the click opens it; the key opens it, moves or types ahead).
 */
export function SelectPreview({ ids, label, valueText, placeholder, describedBy, onFirstUse }: SelectPreviewProps) {
  const styles = select();
  const fieldStyles = field();
  const fieldContext = useFieldContext();
  const { dir } = useLocaleContext();
  const disabled = fieldContext?.disabled ?? false;
  const invalid = fieldContext?.invalid ?? false;
  const readOnly = fieldContext?.readOnly ?? false;
  const required = fieldContext?.required ?? false;
  // The attributes Ark's closed select puts on each part (@zag-js/select connect), for the same styles.
  const flag = (on: boolean) => (on ? '' : undefined);
  const part = (name: string) => ({ 'data-scope': 'select', 'data-part': name, dir });
  const flags = { 'data-disabled': flag(disabled), 'data-invalid': flag(invalid) };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (PASSING_KEYS.has(event.key)) return;
    // Enter and Space would also click this button, which is about to go: the started trigger gets the key.
    event.preventDefault();
    const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
    onFirstUse((trigger) => {
      trigger.focus();
      trigger.dispatchEvent(
        new window.KeyboardEvent('keydown', { key, code, altKey, ctrlKey, metaKey, shiftKey, bubbles: true, cancelable: true }),
      );
    });
  };

  return (
    <div {...part('root')} id={ids.root} data-invalid={flag(invalid)} data-readonly={flag(readOnly)} className={styles.root}>
      {/* As Ark's label: a click puts the focus on the trigger (its `for` names the field's native select, which
          only a named select has); a keyboard reaches the trigger itself. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <label
        {...part('label')}
        {...flags}
        id={ids.label}
        data-readonly={flag(readOnly)}
        data-required={flag(required)}
        htmlFor={ids.hiddenSelect}
        className={fieldStyles.label}
        onClick={() => {
          if (!disabled) document.getElementById(ids.trigger)?.focus({ preventScroll: true });
        }}
      >
        {label}
        <ArkField.RequiredIndicator className={fieldStyles.requiredIndicator} />
      </label>
      <div {...part('control')} {...flags} id={ids.control} data-state="closed" className={styles.control}>
        <button
          {...part('trigger')}
          {...flags}
          id={ids.trigger}
          type="button"
          role="combobox"
          aria-controls={ids.content}
          aria-expanded="false"
          aria-haspopup="listbox"
          data-state="closed"
          aria-invalid={invalid}
          aria-required={required}
          aria-labelledby={ids.label}
          aria-describedby={describedBy}
          disabled={disabled}
          data-readonly={flag(readOnly)}
          data-placeholder-shown={flag(valueText === undefined)}
          className={styles.trigger}
          onClick={() =>
            onFirstUse((trigger) => {
              trigger.focus();
              trigger.click();
            })
          }
          onKeyDown={onKeyDown}
        >
          <span {...part('value-text')} {...flags} className={styles.valueText}>
            {valueText ?? placeholder}
          </span>
          <div
            {...part('indicator')}
            {...flags}
            aria-hidden="true"
            data-state="closed"
            data-readonly={flag(readOnly)}
            className={styles.indicator}
          >
            <ChevronDown aria-hidden />
          </div>
        </button>
      </div>
    </div>
  );
}
