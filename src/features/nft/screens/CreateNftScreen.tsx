import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button, DraftOffer, Field, FormAlert, FormStep, Input, LinkButton, Textarea, toast } from '@/design-system';
import { useDraft } from '@/machines';
import { describeApiError, isApiError } from '@/services/api';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { grid } from 'styled-system/patterns';
import { ImageField } from '../components/ImageField';
import { NftPreviewCard } from '../components/NftPreviewCard';
import { PropertiesEditor } from '../components/PropertiesEditor';
import { UploadProgress } from '../components/UploadProgress';
import { useCheckedImage } from '../hooks/use-checked-image';
import { useMint } from '../hooks/use-mint';
import { CREATE_DRAFT_ID, fromCreateDraft, toCreateDraft } from '../model/drafts';
import {
  EMPTY_NFT_FORM,
  filledProperties,
  hasErrors,
  MAX_DESCRIPTION_LENGTH,
  MAX_LINK_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SUPPLY,
  supplyProblem,
  validateNftForm,
  type NftFormField,
  type NftFormValues,
} from '../model/nft-form';

const screenClass = grid({
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 20rem' },
  gap: '8',
  width: 'full',
  maxWidth: '5xl',
  alignItems: 'start',
});
const previewClass = css({ position: { lg: 'sticky' }, top: { lg: '4' } });
const previewHeadingClass = css({ textStyle: 'label', color: 'fg.muted', mb: '2' });

/**
 * Create an NFT (/nft/create): image, name, description, supply, properties and a link, with a preview card as it
 * will look; POST /nft/ERC1155 with upload progress. A failure keeps everything as typed and picked; what is
 * typed is also a draft that survives a sign-out (not the image: a file cannot be kept in session storage).
 */
export function CreateNftScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [values, setValues] = useState<NftFormValues>(EMPTY_NFT_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<NftFormField>>(new Set());
  const { image, pick } = useCheckedImage();
  const { mint, minting, error, progress } = useMint();
  const draft = useDraft(CREATE_DRAFT_ID, toCreateDraft(values, image.kind === 'ready' ? image.file.name : null));
  const offered = fromCreateDraft(draft.offered);

  const errors = validateNftForm(values);
  const shown = (field: NftFormField) => (submitted || touched.has(field) ? errors.fields[field] : undefined);
  const serverField = (field: string) => (isApiError(error) ? error.fieldError(field)?.message : undefined);
  const message = (field: NftFormField, values?: Record<string, string | number>) => {
    const id = shown(field);
    return id ? intl.formatMessage({ id }, values) : serverField(field);
  };
  const touch = (field: NftFormField) => setTouched((current) => new Set(current).add(field));
  const edit = (patch: Partial<NftFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const imageMissing = submitted && image.kind === 'none' ? intl.formatMessage({ id: 'nft.create.image.required' }) : undefined;

  const submit = async () => {
    setSubmitted(true);
    if (hasErrors(errors) || image.kind !== 'ready' || minting) return;
    try {
      const nft = await mint(values, image.file);
      if (!nft) return;
      draft.complete();
      toast.success({ id: 'nft.create.done', values: { name: nft.name } });
      void navigate(pathTo('nft'));
    } catch {
      // Shown below the title (and toasted by the query client); the form keeps everything.
    }
  };

  return (
    <div className={screenClass}>
      <FormStep
        title={intl.formatMessage({ id: 'nft.create.title' })}
        description={intl.formatMessage({ id: 'nft.create.description' })}
        submitting={minting}
        onSubmit={submit}
        alert={
          offered ? (
            <DraftOffer
              onRestore={() => {
                const restored = fromCreateDraft(draft.restore());
                if (restored) setValues(restored.values);
              }}
              onDiscard={draft.discard}
            >
              {intl.formatMessage({ id: 'nft.draft.createBody' })}
              {offered.imageName !== null && (
                <> {intl.formatMessage({ id: 'nft.draft.imageNotKept' }, { name: offered.imageName })}</>
              )}
            </DraftOffer>
          ) : error && !minting ? (
            <FormAlert focusOnShow title={intl.formatMessage({ id: 'nft.create.failed' })}>
              {describeApiError(error, intl)}
            </FormAlert>
          ) : undefined
        }
        actions={
          <>
            <LinkButton to={pathTo('nft')} variant="outline">
              {intl.formatMessage({ id: 'nft.cancel' })}
            </LinkButton>
            <Button type="submit" loading={minting}>
              {intl.formatMessage({ id: 'nft.create.submit' })}
            </Button>
          </>
        }
      >
        <ImageField image={image} onFilesChange={pick} error={imageMissing ?? serverField('image')} disabled={minting} />
        <Field label={intl.formatMessage({ id: 'nft.create.name' })} error={message('name', { max: MAX_NAME_LENGTH })} required>
          <Input
            name="name"
            autoComplete="off"
            value={values.name}
            maxLength={MAX_NAME_LENGTH * 2}
            disabled={minting}
            onChange={(event) => edit({ name: event.currentTarget.value })}
            onBlur={() => touch('name')}
          />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'nft.create.descriptionLabel' })}
          hint={intl.formatMessage({ id: 'nft.create.descriptionHint' }, { max: MAX_DESCRIPTION_LENGTH })}
          error={message('description', { max: MAX_DESCRIPTION_LENGTH })}
        >
          <Textarea
            name="description"
            rows={4}
            value={values.description}
            disabled={minting}
            onChange={(event) => edit({ description: event.currentTarget.value })}
            onBlur={() => touch('description')}
          />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'nft.create.supply' })}
          hint={intl.formatMessage({ id: 'nft.create.supplyHint' }, { max: MAX_SUPPLY })}
          error={message('supply', { max: MAX_SUPPLY })}
          required
        >
          <Input
            name="supply"
            inputMode="numeric"
            autoComplete="off"
            value={values.supply}
            disabled={minting}
            onChange={(event) => edit({ supply: event.currentTarget.value })}
            onBlur={() => touch('supply')}
          />
        </Field>
        <PropertiesEditor
          rows={values.properties}
          errors={submitted ? errors.properties : {}}
          onChange={(properties) => edit({ properties })}
          disabled={minting}
        />
        <Field
          label={intl.formatMessage({ id: 'nft.create.link' })}
          hint={intl.formatMessage({ id: 'nft.create.linkHint' })}
          error={message('externalUrl', { max: MAX_LINK_LENGTH })}
        >
          <Input
            name="externalUrl"
            type="url"
            inputMode="url"
            autoComplete="off"
            value={values.externalUrl}
            disabled={minting}
            onChange={(event) => edit({ externalUrl: event.currentTarget.value })}
            onBlur={() => touch('externalUrl')}
          />
        </Field>
        {progress !== null && <UploadProgress fraction={progress} />}
      </FormStep>
      <aside aria-label={intl.formatMessage({ id: 'nft.create.preview' })} className={previewClass}>
        <h2 className={previewHeadingClass}>{intl.formatMessage({ id: 'nft.create.preview' })}</h2>
        <NftPreviewCard
          name={values.name}
          supply={supplyProblem(values.supply) ? null : Number(values.supply.trim())}
          properties={filledProperties(values.properties)}
          previewUrl={image.kind === 'ready' ? image.previewUrl : undefined}
        />
      </aside>
    </div>
  );
}
