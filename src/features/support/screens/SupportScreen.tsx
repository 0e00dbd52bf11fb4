import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  Button,
  DraftOffer,
  EmptyState,
  Field,
  FormAlert,
  FormStep,
  Heading,
  Input,
  Select,
  Textarea,
  VerbatimInput,
  useQueryParams,
} from '@/design-system';
import { useDraft, useSession } from '@/machines';
import { isApiError, type ApiError } from '@/services/api';
import { checkFile } from '@/services/files';
import { stack } from 'styled-system/patterns';
import { AttachmentsField } from '../components/AttachmentsField';
import { SupportSent } from '../components/SupportSent';
import { useCheckedFiles } from '../hooks/use-checked-files';
import { useSendContact } from '../hooks/use-send-contact';
import {
  ATTACHMENT_RULES,
  BLANK_SUPPORT_FORM,
  CATEGORY_LABEL_IDS,
  MESSAGE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  SUPPORT_CATEGORIES,
  supportFormSchema,
  supportValuesFromDraft,
  TRANSACTION_ID_MAX_LENGTH,
  type SupportFormValues,
  type SupportSubmission,
} from '../model/support-form';

const screenClass = stack({ gap: '6', width: 'full', maxWidth: '2xl' });

const FIELDS = ['category', 'subject', 'message', 'transactionId'] as const;
type FieldName = (typeof FIELDS)[number];

/** The server's word on one field (422), when it names one of ours. */
function serverFieldErrors(error: ApiError): { field: FieldName | 'attachments'; message: string }[] {
  return error.errors.flatMap(({ field, message }) => {
    const name = field === 'attachment' ? 'attachments' : field;
    return name && ([...FIELDS, 'attachments'] as string[]).includes(name)
      ? [{ field: name as FieldName | 'attachments', message }]
      : [];
  });
}

/**
 * Support (/support): category, subject, message, an optional related transaction (from `?txId=`) and up to
 * three checked attachments, sent as one multipart request. An error keeps everything; what is typed is a
 * draft that survives a session expiry; success shows the ticket's reference.
 */
export function SupportScreen() {
  const { user } = useSession();
  // The draft belongs to the signed-in user: wait for the session before reading it (the route guard
  // already does in the app; a story or test may render before the session has settled).
  if (!user) return <EmptyState loading />;
  return <SupportForm key={user.userId} />;
}

function SupportForm() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [searchParams] = useQueryParams();
  const [files, setFiles] = useState<File[]>([]);
  const [formKey, setFormKey] = useState(0);
  const [ticketNumber, setTicketNumber] = useState<string | null>(null);
  const [attachmentsError, setAttachmentsError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const checked = useCheckedFiles(files, ATTACHMENT_RULES);
  const contact = useSendContact();

  const form = useForm<SupportFormValues, unknown, SupportSubmission>({
    resolver: zodResolver(supportFormSchema),
    mode: 'onTouched',
    defaultValues: { ...BLANK_SUPPORT_FORM, transactionId: searchParams.get('txId')?.slice(0, TRANSACTION_ID_MAX_LENGTH) ?? '' },
  });
  const { register, handleSubmit, control, formState, setError, reset } = form;
  const values: SupportFormValues = { ...BLANK_SUPPORT_FORM, ...useWatch({ control }) };
  const draft = useDraft('support', values);
  const message = (id: string | undefined) => (id ? intl.formatMessage({ id }) : undefined);
  const fieldError = (name: FieldName) => {
    const error = formState.errors[name];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : message(error.message);
  };

  const onSubmit = handleSubmit(async (typed) => {
    // Judged again here: the on-screen check may still be reading a file that was just chosen.
    const checks = await Promise.all(files.map((file) => checkFile(file, ATTACHMENT_RULES)));
    if (checks.some((check) => !check.ok)) {
      document.querySelector<HTMLElement>('[data-scope="file-upload"][data-part="dropzone"]')?.focus();
      return;
    }
    setFailed(false);
    setAttachmentsError(undefined);
    try {
      const ticket = await contact.send(typed, files);
      draft.complete();
      setTicketNumber(ticket.ticketNumber);
    } catch (error) {
      setFailed(true);
      if (!isApiError(error)) return;
      for (const { field, message: text } of serverFieldErrors(error)) {
        if (field === 'attachments') setAttachmentsError(text);
        else setError(field, { type: 'server', message: text });
      }
    }
  });

  const sendAnother = () => {
    reset(BLANK_SUPPORT_FORM);
    setFiles([]);
    setFormKey((key) => key + 1);
    contact.reset();
    setTicketNumber(null);
  };

  if (ticketNumber) {
    return (
      <div className={screenClass}>
        <Heading level={1}>{t('support.form.title')}</Heading>
        <SupportSent ticketNumber={ticketNumber} onSendAnother={sendAnother} />
      </div>
    );
  }

  const messageLength = values.message.length;
  const alert = draft.offered ? (
    <DraftOffer
      onRestore={() => {
        const restored = draft.restore();
        if (restored) reset(supportValuesFromDraft(restored));
      }}
      onDiscard={draft.discard}
    >
      {t('support.draft.description')}
    </DraftOffer>
  ) : failed ? (
    <FormAlert focusOnShow>{t('support.form.failed')}</FormAlert>
  ) : undefined;

  return (
    <div className={screenClass}>
      <FormStep
        title={t('support.form.title')}
        description={t('support.form.description')}
        intro={
          <FormAlert tone="info" title={t('support.form.notice.title')}>
            {t('support.form.notice.body')}
          </FormAlert>
        }
        alert={alert}
        onSubmit={onSubmit}
        submitting={contact.sending}
        actions={
          <Button type="submit" size="lg" loading={contact.sending}>
            {t(contact.sending ? 'support.form.sending' : 'support.form.send')}
          </Button>
        }
      >
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <Select
              label={t('support.form.category.label')}
              placeholder={t('support.form.category.placeholder')}
              options={SUPPORT_CATEGORIES.map((category) => ({ value: category, label: t(CATEGORY_LABEL_IDS[category]) }))}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
              error={fieldError('category')}
              name={field.name}
              required
            />
          )}
        />
        <Field label={t('support.form.subject.label')} error={fieldError('subject')} required>
          <Input maxLength={SUBJECT_MAX_LENGTH} autoComplete="off" {...register('subject')} />
        </Field>
        <Field
          label={t('support.form.message.label')}
          hint={t('support.form.message.counter', { count: messageLength, max: MESSAGE_MAX_LENGTH })}
          error={fieldError('message')}
          required
        >
          <Textarea rows={6} maxLength={MESSAGE_MAX_LENGTH} {...register('message')} />
        </Field>
        <Field
          label={t('support.form.transaction.label')}
          hint={t('support.form.transaction.hint')}
          error={fieldError('transactionId')}
        >
          <VerbatimInput maxLength={TRANSACTION_ID_MAX_LENGTH} {...register('transactionId')} />
        </Field>
        <AttachmentsField
          key={formKey}
          onFilesChange={(chosen) => {
            setFiles(chosen);
            setAttachmentsError(undefined);
          }}
          refused={checked.refused}
          error={attachmentsError}
        />
      </FormStep>
    </div>
  );
}
