import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { announce, Avatar, avatarSrc, Button, FormAlert } from '@/design-system';
import { uploadUserImageWithProgress, type User } from '@/services/api';
import { acceptedMimeTypes, checkFile, type FileProblem } from '@/services/files';
import { fullNameOf } from '@/services/storage';
import { css } from 'styled-system/css';
import { hstack, stack } from 'styled-system/patterns';
import { storeProfileChange } from '../profile/use-save-profile';
import { cropToBlob, PROFILE_IMAGE_RULES, type PixelArea } from './image-rules';

const sectionClass = stack({ gap: '3' });
const titleClass = css({ textStyle: 'heading.md', color: 'fg.default' });
const pictureRowClass = hstack({ gap: '4', alignItems: 'center' });
const chooseClass = stack({ gap: '2', alignItems: 'flex-start' });
const hintClass = css({ textStyle: 'body.sm', color: 'fg.muted' });

// The cropper (and its stylesheet) downloads only when a picture has been chosen.
const CropDialog = lazy(() => import('./CropDialog'));

const PROBLEM_IDS: Record<FileProblem, string> = {
  empty: 'account.avatar.problem.empty',
  tooLarge: 'account.avatar.problem.tooLarge',
  wrongType: 'account.avatar.problem.wrongType',
};

/**
 * The profile picture: choose a JPEG, PNG or WebP (≤ 5 MB, judged by its first bytes), crop it to a
 * square, upload it with progress. The new record's updatedAt changes the picture's URL everywhere.
 */
export function ProfileImage({ user }: { user: User }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [chosen, setChosen] = useState<{ file: Blob; url: string }>();
  const [problem, setProblem] = useState<FileProblem>();
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    ...uploadUserImageWithProgress(),
    meta: { errorMessageId: 'errors.users.image', toastId: 'profile-image' },
    onSuccess: (saved) => {
      storeProfileChange(saved);
      close();
      announce(t('account.avatar.updated'));
    },
  });
  const close = () =>
    setChosen((current) => {
      if (current) URL.revokeObjectURL(current.url);
      return undefined;
    });
  const name = fullNameOf(user.name, user.lastname) || user.email;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(undefined);
    const check = await checkFile(file, PROFILE_IMAGE_RULES);
    if (check.ok) setChosen({ file, url: URL.createObjectURL(file) });
    else setProblem(check.problem);
  };

  const onConfirm = async (area: PixelArea) => {
    if (!chosen) return;
    setProgress(0);
    const image = await cropToBlob(chosen.file, area);
    upload.mutate({ id: user.id, image: new File([image], 'avatar.jpg', { type: image.type }), onProgress: setProgress });
  };

  return (
    <section className={sectionClass} aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`} className={titleClass}>
        {t('account.avatar.title')}
      </h2>
      <div className={pictureRowClass}>
        <Avatar size="xl" name={name} src={avatarSrc({ email: user.email, image: user.image, updatedAt: user.updatedAt })} />
        <div className={chooseClass}>
          <Button
            variant="outline"
            icon={<Camera aria-hidden />}
            onClick={() => inputRef.current?.click()}
            aria-describedby={hintId}
          >
            {t('account.avatar.choose')}
          </Button>
          <p id={hintId} className={hintClass}>
            {t('account.avatar.hint')}
          </p>
        </div>
      </div>
      <input
        ref={inputRef}
        type="file"
        hidden
        data-testid="profile-image-input"
        accept={acceptedMimeTypes(PROFILE_IMAGE_RULES).join(',')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // The same file may be chosen again after a refusal or a cancel.
          event.currentTarget.value = '';
          void onFile(file);
        }}
      />
      {problem && <FormAlert focusOnShow>{t(PROBLEM_IDS[problem])}</FormAlert>}
      {chosen && (
        <Suspense fallback={null}>
          <CropDialog
            imageUrl={chosen.url}
            busy={upload.isPending}
            progress={progress}
            onCancel={close}
            onConfirm={(area) => void onConfirm(area)}
          />
        </Suspense>
      )}
    </section>
  );
}
