import { IDLE_WARNING_MS, useIdleWarning } from '@/machines';
import { IdleWarningDialog } from './IdleWarningDialog';
import { useSecondsLeft } from './use-seconds-left';

/** The idle machine's warning, wherever the signed-in customer is (mounted once by the app). */
export function IdleWarning() {
  const { warning, signOutAt, stay } = useIdleWarning();
  const secondsLeft = useSecondsLeft(signOutAt, IDLE_WARNING_MS);
  return <IdleWarningDialog open={warning} secondsLeft={secondsLeft} onStay={stay} />;
}
