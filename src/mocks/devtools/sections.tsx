import { Field } from '@ark-ui/react/field';
import { Select, createListCollection } from '@ark-ui/react/select';
import { ToggleGroup } from '@ark-ui/react/toggle-group';
import { Bell, Check, ChevronDown, Download, RotateCcw } from 'lucide-react';
import { Fragment, useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONTRACT_DECIMALS, formatAmountInput, isZero, parseAmountInput } from '@/shared/money';
import { ASSETS, DEMO_VERIFICATION_CODE, activeUserId, getDb, resetDb, sendTestNotification, simulateDeposit } from '../db';
import {
  FAULT_URL_PARAMETER,
  clearFaults,
  endpointsOf,
  onFaultsChange,
  readFaults,
  setFault,
  type Endpoint,
  type FaultMode,
  type FaultRule,
} from '../faults/faults';
import { allDemoUsers, demoUsers, DEMO_PASSWORD } from '../fixtures/demo-users';
import { restHandlers } from '../rest';
import { styles } from './styles';

function Section({ id, titleId, children }: { id: string; titleId: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`demo-section-${id}`}>
      <h3 id={`demo-section-${id}`} className={styles.sectionTitle}>
        <FormattedMessage id={titleId} />
      </h3>
      {children}
    </section>
  );
}

const ROLE_MESSAGES: Record<keyof typeof demoUsers, string> = {
  customer: 'demo.credentials.role.customer',
  admin: 'demo.credentials.role.admin',
  tenantAdmin: 'demo.credentials.role.tenantAdmin',
  newcomer: 'demo.credentials.role.newcomer',
};

export function CredentialsSection() {
  return (
    <Section id="credentials" titleId="demo.credentials.title">
      <p className={styles.muted}>
        <FormattedMessage
          id="demo.credentials.description"
          values={{
            password: <code className={styles.code}>{DEMO_PASSWORD}</code>,
            code: <code className={styles.code}>{DEMO_VERIFICATION_CODE}</code>,
          }}
        />
      </p>
      <dl className={styles.credentials}>
        {(Object.keys(ROLE_MESSAGES) as Array<keyof typeof demoUsers>).map((role) => (
          <Fragment key={role}>
            <dt>
              <FormattedMessage id={ROLE_MESSAGES[role]} />
            </dt>
            <dd>{demoUsers[role].email}</dd>
          </Fragment>
        ))}
      </dl>
    </Section>
  );
}

/** The user the panel's actions affect: whoever last called the API, else the demo customer. */
function useActiveUser() {
  const id = activeUserId(demoUsers.customer.userId);
  return allDemoUsers.find((user) => user.userId === id) ?? demoUsers.customer;
}

export function DatabaseSection({ onReset }: { onReset: () => void }) {
  const intl = useIntl();
  const user = useActiveUser();
  const collection = useMemo(
    () =>
      createListCollection({ items: ASSETS.map((asset) => ({ label: `${asset.symbol} · ${asset.name}`, value: asset.symbol })) }),
    [],
  );
  const [asset, setAsset] = useState('BTC');
  // What was typed, as typed: "0,5" or "0.5" in either language (the shared money parser reads both marks).
  const [amount, setAmount] = useState(() => formatAmountInput('0.05', intl.locale, CONTRACT_DECIMALS));
  const [status, setStatus] = useState<string>();
  const decimals = ASSETS.find((item) => item.symbol === asset)?.decimals ?? CONTRACT_DECIMALS;
  const parsed = parseAmountInput(amount, { decimals });
  const value = parsed.ok && !isZero(parsed.value) ? parsed.value : null;
  const invalid = value === null;
  const invalidText =
    !parsed.ok && parsed.reason === 'too-many-decimals'
      ? intl.formatMessage({ id: 'demo.deposit.tooManyDecimals' }, { asset, decimals })
      : intl.formatMessage({ id: 'demo.deposit.invalid' });

  const deposit = (event: FormEvent) => {
    event.preventDefault();
    if (value === null) return;
    simulateDeposit(user.userId, asset, value);
    setStatus(
      intl.formatMessage(
        { id: 'demo.deposit.done' },
        { amount: formatAmountInput(value, intl.locale, CONTRACT_DECIMALS), asset },
      ),
    );
  };

  const notify = () => {
    sendTestNotification(user.userId);
    setStatus(intl.formatMessage({ id: 'demo.notification.done' }));
  };

  return (
    <Section id="database" titleId="demo.database.title">
      <p className={styles.muted}>
        <FormattedMessage id="demo.database.description" />
      </p>
      <p className={styles.muted}>
        <FormattedMessage id="demo.database.activeUser" values={{ email: <strong>{user.email}</strong> }} />
      </p>
      <div className={styles.row}>
        <button type="button" className={styles.dangerButton} onClick={onReset}>
          <RotateCcw size={16} aria-hidden />
          <FormattedMessage id="demo.database.reset" />
        </button>
        <button type="button" className={styles.secondaryButton} onClick={notify}>
          <Bell size={16} aria-hidden />
          <FormattedMessage id="demo.notification.submit" />
        </button>
      </div>
      <form className={styles.card} onSubmit={deposit} aria-labelledby="demo-deposit-title">
        <strong id="demo-deposit-title" className={styles.label}>
          <FormattedMessage id="demo.deposit.title" />
        </strong>
        <div className={styles.row}>
          <Select.Root
            className={styles.field}
            collection={collection}
            value={[asset]}
            onValueChange={(details) => setAsset(details.value[0] ?? 'BTC')}
            positioning={{ sameWidth: true }}
          >
            <Select.Label className={styles.label}>
              <FormattedMessage id="demo.deposit.asset" />
            </Select.Label>
            <Select.Control>
              <Select.Trigger className={styles.selectTrigger}>
                <Select.ValueText />
                <Select.Indicator>
                  <ChevronDown size={16} aria-hidden />
                </Select.Indicator>
              </Select.Trigger>
            </Select.Control>
            <Select.Positioner>
              <Select.Content className={styles.selectContent}>
                {collection.items.map((item) => (
                  <Select.Item key={item.value} item={item} className={styles.selectItem}>
                    <Select.ItemText>{item.label}</Select.ItemText>
                    <Select.ItemIndicator>
                      <Check size={14} aria-hidden />
                    </Select.ItemIndicator>
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Positioner>
            <Select.HiddenSelect />
          </Select.Root>
          <Field.Root className={styles.field} invalid={invalid}>
            <Field.Label className={styles.label}>
              <FormattedMessage id="demo.deposit.amount" />
            </Field.Label>
            <Field.Input
              className={styles.input}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <Field.ErrorText className={styles.error}>{invalidText}</Field.ErrorText>
          </Field.Root>
          <button type="submit" className={styles.button} disabled={invalid}>
            <Download size={16} aria-hidden />
            <FormattedMessage id="demo.deposit.submit" />
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </Section>
  );
}

type Service = 'wallet' | 'identity' | 'gamehub';
const SERVICE_MESSAGES: Record<Service, string> = {
  wallet: 'demo.faults.service.wallet',
  identity: 'demo.faults.service.identity',
  gamehub: 'demo.faults.service.gamehub',
};
const MODES: ReadonlyArray<{ mode: FaultMode; messageId: string }> = [
  { mode: 'fail', messageId: 'demo.faults.mode.fail' },
  { mode: 'stall', messageId: 'demo.faults.mode.stall' },
  { mode: '429', messageId: 'demo.faults.mode.throttle' },
];

/** Not translated: it is what people type. */
const FAULT_URL_EXAMPLE = `?${FAULT_URL_PARAMETER}=GET:/wallet/api/v1/accounts:500`;

const serviceOf = (endpoint: Endpoint): Service => (endpoint.path.split('/')[1] as Service | undefined) ?? 'wallet';
const sameEndpoint = (rule: FaultRule, endpoint: Endpoint) => rule.method === endpoint.method && rule.path === endpoint.path;

export function FaultsSection() {
  const intl = useIntl();
  const endpoints = useMemo(() => endpointsOf(restHandlers), []);
  const [rules, setRules] = useState(readFaults);
  const [filter, setFilter] = useState('');
  useEffect(() => onFaultsChange(setRules), []);

  const visible = endpoints.filter((endpoint) =>
    `${endpoint.method} ${endpoint.path}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const services = (Object.keys(SERVICE_MESSAGES) as Service[]).map((service) => ({
    service,
    endpoints: visible.filter((endpoint) => serviceOf(endpoint) === service),
  }));

  return (
    <Section id="faults" titleId="demo.faults.title">
      <p className={styles.muted}>
        <FormattedMessage id="demo.faults.description" />
      </p>
      <p className={styles.muted}>
        <FormattedMessage id="demo.faults.url" values={{ example: <code className={styles.code}>{FAULT_URL_EXAMPLE}</code> }} />
      </p>
      <div className={styles.row}>
        <Field.Root className={styles.field}>
          <Field.Label className={styles.label}>
            <FormattedMessage id="demo.faults.filter" />
          </Field.Label>
          <Field.Input
            className={styles.input}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </Field.Root>
        <button type="button" className={styles.secondaryButton} onClick={clearFaults} disabled={rules.length === 0}>
          <FormattedMessage id="demo.faults.clear" />
        </button>
      </div>
      <p className={styles.muted} aria-live="polite">
        <FormattedMessage id="demo.faults.active" values={{ count: rules.length }} />
      </p>
      {visible.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="demo.faults.none" />
        </p>
      ) : null}
      {services
        .filter((group) => group.endpoints.length > 0)
        .map((group) => (
          <div key={group.service} className={styles.endpoints}>
            <h4 className={styles.serviceTitle}>
              <FormattedMessage id={SERVICE_MESSAGES[group.service]} />
            </h4>
            {group.endpoints.map((endpoint) => {
              const name = `${endpoint.method} ${endpoint.path}`;
              const mode = rules.find((rule) => sameEndpoint(rule, endpoint))?.mode;
              const custom = mode !== undefined && !MODES.some((item) => item.mode === mode);
              return (
                <div key={name} className={styles.endpoint}>
                  <span className={styles.endpointName}>
                    <span className={styles.method}>{endpoint.method}</span>
                    <span>{endpoint.path}</span>
                    {custom ? <FormattedMessage id="demo.faults.mode.custom" values={{ mode }} /> : null}
                  </span>
                  <ToggleGroup.Root
                    className={styles.toggleGroup}
                    aria-label={intl.formatMessage({ id: 'demo.faults.modes' }, { endpoint: name })}
                    value={mode && !custom ? [mode] : []}
                    onValueChange={(details) => setFault(endpoint, (details.value[0] as FaultMode | undefined) ?? null)}
                  >
                    {MODES.map((item) => (
                      <ToggleGroup.Item key={item.mode} value={item.mode} className={styles.toggle}>
                        <FormattedMessage id={item.messageId} />
                      </ToggleGroup.Item>
                    ))}
                  </ToggleGroup.Root>
                </div>
              );
            })}
          </div>
        ))}
    </Section>
  );
}

/**
 * Resets the database and reloads, so every screen starts from the seed again; the users' languages are kept,
 * so the starting notifications are written in them.
 */
export function resetAndReload(): void {
  resetDb(Date.now(), { keepLanguages: true });
  getDb();
  window.location.reload();
}
