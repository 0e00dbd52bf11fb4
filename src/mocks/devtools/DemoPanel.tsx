import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { FlaskConical, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { demoPanelSections } from './registry';
import { styles } from './styles';

/** A floating "Demo" button that opens the demo backend's controls in a side panel. */
export function DemoPanel() {
  const intl = useIntl();
  const sections = useSyncExternalStore(demoPanelSections.subscribe, demoPanelSections.getSnapshot);
  return (
    <Dialog.Root lazyMount unmountOnExit>
      <Dialog.Trigger className={styles.trigger} aria-label={intl.formatMessage({ id: 'demo.trigger.label' })}>
        <FlaskConical size={16} aria-hidden />
        <FormattedMessage id="demo.trigger" />
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content}>
            <header className={styles.header}>
              <div>
                <Dialog.Title className={styles.title}>
                  <FormattedMessage id="demo.title" />
                </Dialog.Title>
                <Dialog.Description className={styles.description}>
                  <FormattedMessage id="demo.description" />
                </Dialog.Description>
              </div>
              <Dialog.CloseTrigger className={styles.iconButton} aria-label={intl.formatMessage({ id: 'demo.close' })}>
                <X size={18} aria-hidden />
              </Dialog.CloseTrigger>
            </header>
            <div className={styles.body}>
              {sections.map((section) => (
                <div key={section.id}>{section.render()}</div>
              ))}
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
