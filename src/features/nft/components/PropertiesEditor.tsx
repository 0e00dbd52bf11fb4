import { Plus, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, Field, IconButton, Input } from '@/design-system';
import { css } from 'styled-system/css';
import { grid } from 'styled-system/patterns';
import { MAX_PROPERTIES, MAX_TRAIT_LENGTH, type NftFormErrors, type PropertyRow } from '../model/nft-form';

interface PropertiesEditorProps {
  rows: PropertyRow[];
  errors: NftFormErrors['properties'];
  onChange: (rows: PropertyRow[]) => void;
  disabled?: boolean;
}

let nextKey = 0;
const newRow = (): PropertyRow => ({ key: `property-${(nextKey += 1)}`, trait: '', value: '' });

const fieldsetClass = css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0' });
const legendClass = css({ textStyle: 'label', mb: '1' });
const hintClass = css({ textStyle: 'body.sm', color: 'fg.muted' });
const rowClass = grid({ gridTemplateColumns: '1fr 1fr auto', gap: '2', alignItems: 'start' });
const removeCellClass = css({ pt: '6' });

/** Trait/value pairs: add up to MAX_PROPERTIES, remove any; each row is labelled by its number. */
export function PropertiesEditor({ rows, errors, onChange, disabled }: PropertiesEditorProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const edit = (key: string, patch: Partial<PropertyRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <fieldset disabled={disabled} className={fieldsetClass}>
      <legend className={legendClass}>{t('nft.create.properties')}</legend>
      <div className={hintClass}>{intl.formatMessage({ id: 'nft.create.propertiesHint' }, { max: MAX_PROPERTIES })}</div>
      {rows.map((row, index) => {
        const rowErrors = errors[row.key] ?? {};
        return (
          <div key={row.key} data-testid="property-row" className={rowClass}>
            <Field
              label={intl.formatMessage({ id: 'nft.create.trait' }, { number: index + 1 })}
              error={rowErrors.trait ? intl.formatMessage({ id: rowErrors.trait }, { max: MAX_TRAIT_LENGTH }) : undefined}
            >
              <Input
                value={row.trait}
                maxLength={MAX_TRAIT_LENGTH * 2}
                onChange={(event) => edit(row.key, { trait: event.currentTarget.value })}
              />
            </Field>
            <Field
              label={intl.formatMessage({ id: 'nft.create.value' }, { number: index + 1 })}
              error={rowErrors.value ? intl.formatMessage({ id: rowErrors.value }, { max: MAX_TRAIT_LENGTH }) : undefined}
            >
              <Input
                value={row.value}
                maxLength={MAX_TRAIT_LENGTH * 2}
                onChange={(event) => edit(row.key, { value: event.currentTarget.value })}
              />
            </Field>
            <div className={removeCellClass}>
              <IconButton
                variant="ghost"
                label={intl.formatMessage({ id: 'nft.create.removeProperty' }, { number: index + 1 })}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              >
                <Trash2 aria-hidden />
              </IconButton>
            </div>
          </div>
        );
      })}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          icon={<Plus aria-hidden />}
          disabled={rows.length >= MAX_PROPERTIES}
          onClick={() => onChange([...rows, newRow()])}
        >
          {t('nft.create.addProperty')}
        </Button>
      </div>
    </fieldset>
  );
}
