import { useFieldContext } from '@ark-ui/react/field';
import { useId } from 'react';

/** The ids of a select's parts, the same before and after its machine starts (SelectPreview, then Ark). */
export interface SelectIds {
  root: string;
  label: string;
  control: string;
  trigger: string;
  content: string;
  hiddenSelect: string;
}

/** Ids as Ark's select gives them inside a Field: the label and the hidden select are the field's. */
export function useSelectIds(): SelectIds {
  const id = useId();
  const fieldContext = useFieldContext();
  return {
    root: `select:${id}`,
    label: fieldContext?.ids.label ?? `select:${id}:label`,
    control: `select:${id}:control`,
    trigger: `select:${id}:trigger`,
    content: `select:${id}:content`,
    hiddenSelect: fieldContext?.ids.control ?? `select:${id}:select`,
  };
}
