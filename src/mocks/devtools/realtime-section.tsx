import { Field } from '@ark-ui/react/field';
import { RadioGroup } from '@ark-ui/react/radio-group';
import { Download, Send, Unplug } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { NotificationType } from '@/services/api';
import { CONTRACT_DECIMALS, formatAmountInput } from '@/shared/money';
import { activeUserId, sendPanelEvents, simulateDeposit } from '../db';
import { allDemoUsers, demoUsers } from '../fixtures/demo-users';
import { pusherMock } from '../realtime';
import { styles } from './styles';

const local = {
  radioGroup: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  radio: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    py: '1',
    textStyle: 'body.md',
    cursor: 'pointer',
    '& [data-part=item-text]': { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '2' },
  }),
  radioControl: css({
    width: '4',
    height: '4',
    flexShrink: '0',
    borderRadius: 'full',
    borderWidth: 'thin',
    borderColor: 'border.strong',
    bg: 'surface',
    _checked: { borderWidth: 'thick', borderColor: 'accent.default' },
    '[data-part=item]:has(input:focus-visible) &': { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'focusRing' },
  }),
  kind: css({ textStyle: 'mono', fontSize: 'xs', color: 'fg.muted' }),
};

/** The four events of the notification channel (spec section 4), in the order the panel lists them. */
const EVENT_KINDS: ReadonlyArray<{ type: NotificationType; messageId: string }> = [
  { type: 'TX_WITHDRAW_FINISHED', messageId: 'demo.realtime.kind.withdraw' },
  { type: 'TX_DEPOSIT_FINISHED', messageId: 'demo.realtime.kind.deposit' },
  { type: 'GENERIC', messageId: 'demo.realtime.kind.generic' },
  { type: 'AC_CREATED', messageId: 'demo.realtime.kind.account' },
];

/** The bursts the panel sends: enough to see the list caps (20, and 120 after finished withdrawals). */
export const MAX_DEMO_EVENTS = 150;
/** What the transaction events are about (a deposit event flashes this asset's wallet card). */
const DEMO_ASSET = 'BTC';
const DEMO_AMOUNT = '0.05';

/** The open sockets, polled while the panel shows them (the socket mock has no change events). */
function useSocketCount(): number {
  const [count, setCount] = useState(() => pusherMock.connections().length);
  useEffect(() => {
    const timer = setInterval(() => setCount(pusherMock.connections().length), 500);
    return () => clearInterval(timer);
  }, []);
  return count;
}

const parseCount = (text: string): number | undefined => {
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= MAX_DEMO_EVENTS ? value : undefined;
};

/**
 * Real-time events for the signed-in demo user: any of the four notification events (stored, then pushed
 * through the Pusher mock), a simulated deposit (the balance is credited and the wallet card flashes) and a
 * dropped socket (pusher-js reconnects; nothing is pushed twice).
 */
export function RealtimeSection() {
  const intl = useIntl();
  const userId = activeUserId(demoUsers.customer.userId);
  const user = allDemoUsers.find((candidate) => candidate.userId === userId) ?? demoUsers.customer;
  const sockets = useSocketCount();
  const [type, setType] = useState<NotificationType>('GENERIC');
  const [countText, setCountText] = useState('1');
  const [status, setStatus] = useState<string>();
  const count = parseCount(countText);
  // The panel's own wording shows the amount the panel's way ("0,05" in Turkish); the events' texts are the
  // backend's, written in the user's language (sendPanelEvents).
  const amount = formatAmountInput(DEMO_AMOUNT, intl.locale, CONTRACT_DECIMALS);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (count === undefined) return;
    sendPanelEvents(user.userId, type, count, { asset: DEMO_ASSET, amount: DEMO_AMOUNT });
    setStatus(intl.formatMessage({ id: 'demo.realtime.sent' }, { count, type }));
  };

  const deposit = () => {
    simulateDeposit(user.userId, DEMO_ASSET, DEMO_AMOUNT);
    setStatus(intl.formatMessage({ id: 'demo.deposit.done' }, { amount, asset: DEMO_ASSET }));
  };

  const drop = () => {
    const dropped = pusherMock.dropConnections();
    setStatus(intl.formatMessage({ id: 'demo.realtime.dropped' }, { count: dropped }));
  };

  return (
    <section className={styles.section} aria-labelledby="demo-section-realtime">
      <h3 id="demo-section-realtime" className={styles.sectionTitle}>
        <FormattedMessage id="demo.realtime.title" />
      </h3>
      <p className={styles.muted}>
        <FormattedMessage id="demo.realtime.description" values={{ email: <strong>{user.email}</strong> }} />
      </p>
      <p className={styles.muted}>
        <FormattedMessage id="demo.realtime.sockets" values={{ count: sockets }} />
      </p>
      <form className={styles.card} onSubmit={send} aria-labelledby="demo-realtime-send-title">
        <strong id="demo-realtime-send-title" className={styles.label}>
          <FormattedMessage id="demo.realtime.send.title" />
        </strong>
        <RadioGroup.Root
          className={local.radioGroup}
          value={type}
          onValueChange={(details) => setType((details.value as NotificationType | null) ?? 'GENERIC')}
          aria-labelledby="demo-realtime-send-title"
        >
          {EVENT_KINDS.map((kind) => (
            <RadioGroup.Item key={kind.type} value={kind.type} className={local.radio}>
              <RadioGroup.ItemControl className={local.radioControl} />
              <RadioGroup.ItemText>
                <span>
                  <FormattedMessage id={kind.messageId} />
                </span>
                <span className={local.kind}>{kind.type}</span>
              </RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        <div className={styles.row}>
          <Field.Root className={styles.field} invalid={count === undefined}>
            <Field.Label className={styles.label}>
              <FormattedMessage id="demo.realtime.count" />
            </Field.Label>
            <Field.Input
              className={styles.input}
              inputMode="numeric"
              value={countText}
              onChange={(event) => setCountText(event.target.value.trim())}
            />
            <Field.ErrorText className={styles.error}>
              <FormattedMessage id="demo.realtime.count.invalid" values={{ max: MAX_DEMO_EVENTS }} />
            </Field.ErrorText>
          </Field.Root>
          <button type="submit" className={styles.button} disabled={count === undefined}>
            <Send size={16} aria-hidden />
            <FormattedMessage id="demo.realtime.send" />
          </button>
        </div>
      </form>
      <div className={styles.row}>
        <button type="button" className={styles.secondaryButton} onClick={deposit}>
          <Download size={16} aria-hidden />
          <FormattedMessage id="demo.realtime.deposit" values={{ amount, asset: DEMO_ASSET }} />
        </button>
        <button type="button" className={styles.secondaryButton} onClick={drop}>
          <Unplug size={16} aria-hidden />
          <FormattedMessage id="demo.realtime.drop" />
        </button>
      </div>
      {/* A polite live region (not role=status: the database section's status is the panel's one). */}
      <p aria-live="polite" data-testid="demo-realtime-result" className={styles.status}>
        {status}
      </p>
    </section>
  );
}
