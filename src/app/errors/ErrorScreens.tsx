import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Heading } from '@/design-system';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { page } from './new-version-reload';

const screenClass = css({ minHeight: 'screenH', display: 'grid', placeItems: 'center', p: { base: '4', md: '8' } });
const contentClass = stack({ gap: '4', alignItems: 'center', textAlign: 'center', maxWidth: 'md' });
const mutedClass = css({ color: 'fg.muted' });

interface FailureScreenProps {
  icon: ReactNode;
  titleId: string;
  descriptionId: string;
}

/** A whole-page failure: what happened in the interface language and a reload button; never a stack trace. */
function FailureScreen({ icon, titleId, descriptionId }: FailureScreenProps) {
  return (
    <main className={screenClass}>
      <div className={contentClass}>
        <div className={mutedClass} aria-hidden>
          {icon}
        </div>
        <Heading level={1}>
          <FormattedMessage id={titleId} />
        </Heading>
        <p className={mutedClass}>
          <FormattedMessage id={descriptionId} />
        </p>
        <Button onClick={() => page.reload()} icon={<RefreshCw aria-hidden />}>
          <FormattedMessage id="app.failure.reload" />
        </Button>
      </div>
    </main>
  );
}

/** A render error anywhere in the app. */
export function AppErrorScreen() {
  return (
    <FailureScreen
      icon={<TriangleAlert size={40} />}
      titleId="app.failure.error.title"
      descriptionId="app.failure.error.description"
    />
  );
}

/** A screen's chunk could not be loaded even after one automatic reload: the app was redeployed. */
export function NewVersionScreen() {
  return (
    <FailureScreen
      icon={<RefreshCw size={40} />}
      titleId="app.failure.newVersion.title"
      descriptionId="app.failure.newVersion.description"
    />
  );
}
