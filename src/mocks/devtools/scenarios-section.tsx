import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import {
  SCENARIO_URL_PARAMETER,
  activeScenarios,
  clearScenarios,
  knownScenarios,
  onScenariosChange,
  onSentCode,
  sentCodes,
  setScenario,
} from '../named-scenarios';
import en from '../named-scenarios/i18n/en.json';
import tr from '../named-scenarios/i18n/tr.json';
import { styles } from './styles';

const local = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  option: css({ display: 'flex', alignItems: 'flex-start', gap: '2', textStyle: 'body.md' }),
  checkbox: css({ mt: '1', width: '4', height: '4', flexShrink: '0', accentColor: 'var(--colors-accent-default)' }),
  text: css({ display: 'flex', flexDirection: 'column' }),
  title: css({ fontWeight: 'bold', cursor: 'pointer' }),
  codes: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  codeValue: css({ textStyle: 'mono', fontSize: 'lg', fontWeight: 'bold', letterSpacing: 'wide' }),
};

/** Not translated: it is what people type. */
const SCENARIO_URL_EXAMPLE = `?${SCENARIO_URL_PARAMETER}=send-daily-limit`;

/** The verification codes sent in this tab, newest first (the panel re-reads them as they arrive). */
function SentCodes() {
  const [codes, setCodes] = useState(sentCodes);
  useEffect(() => onSentCode((next) => setCodes([...next])), []);
  if (codes.length === 0)
    return (
      <p className={styles.muted}>
        <FormattedMessage id="demo.codes.none" />
      </p>
    );
  return (
    <ul className={local.codes} aria-labelledby="demo-codes-title">
      {codes.map((item) => (
        <li key={item.verificationId} className={styles.card}>
          <span className={local.codeValue}>{item.code}</span>
          <span className={styles.muted}>
            <FormattedMessage
              id="demo.codes.item"
              values={{
                what: item.what,
                channels: item.channels.join(', '),
                at: <FormattedTime value={item.at} hour="2-digit" minute="2-digit" second="2-digit" />,
                expires: <FormattedTime value={item.expiresAt} hour="2-digit" minute="2-digit" second="2-digit" />,
              }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Named scenarios (issue 15's send states and any later ones): a switch each, on for this tab, also from
 * `?demo-scenario=<name>`; and the codes each verification request "sent".
 */
export function ScenariosSection() {
  const intl = useIntl();
  const [active, setActive] = useState(activeScenarios);
  useEffect(() => onScenariosChange((next) => setActive([...next])), []);
  return (
    <section className={styles.section} aria-labelledby="demo-section-scenarios">
      <h3 id="demo-section-scenarios" className={styles.sectionTitle}>
        <FormattedMessage id="demo.scenarios.title" />
      </h3>
      <p className={styles.muted}>
        <FormattedMessage
          id="demo.scenarios.description"
          values={{ example: <code className={styles.code}>{SCENARIO_URL_EXAMPLE}</code> }}
        />
      </p>
      <div className={local.list}>
        {knownScenarios().map((scenario) => (
          <div key={scenario.id} className={local.option}>
            <input
              id={`demo-scenario-${scenario.id}`}
              type="checkbox"
              className={local.checkbox}
              aria-describedby={`demo-scenario-${scenario.id}-description`}
              checked={active.includes(scenario.id)}
              onChange={(event) => setScenario(scenario.id, event.target.checked)}
            />
            <span className={local.text}>
              <label htmlFor={`demo-scenario-${scenario.id}`} className={local.title}>
                {intl.formatMessage({ id: scenario.titleId })}
              </label>
              <span id={`demo-scenario-${scenario.id}-description`} className={styles.muted}>
                <FormattedMessage id={scenario.descriptionId} />
              </span>
            </span>
          </div>
        ))}
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.secondaryButton} onClick={clearScenarios} disabled={active.length === 0}>
          <FormattedMessage id="demo.scenarios.clear" />
        </button>
      </div>
      <h4 id="demo-codes-title" className={styles.serviceTitle}>
        <FormattedMessage id="demo.codes.title" />
      </h4>
      <SentCodes />
    </section>
  );
}

export const scenariosSectionMessages = { en, tr };
