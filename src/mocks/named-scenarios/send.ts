import { defineScenarios, isScenarioActive } from './store';

/** The send flow's scenarios (issue 15): each a state of the flow a person can reach on purpose. */
export const SEND_SCENARIOS = {
  /** The first code entered for a challenge is refused as wrong, whatever it is: attempts left show. */
  wrongCode: 'send-wrong-code',
  /** Codes expire 20 s after they are sent (resend after 5 s). */
  expiredCode: 'send-expired-code',
  /** A challenge allows one wrong code: the first wrong one ends it (too many attempts). */
  tooManyAttempts: 'send-too-many-attempts',
  /** Today's withdrawal limit is almost used up: a hundredth of it remains. */
  dailyLimit: 'send-daily-limit',
  /** The Bitcoin network is in maintenance: shown, not choosable, and refused by the server. */
  networkMaintenance: 'send-network-maintenance',
  /** Submitting the withdrawal answers 500 (nothing is sent). */
  submitFails: 'send-submit-500',
} as const;

export type SendScenario = (typeof SEND_SCENARIOS)[keyof typeof SEND_SCENARIOS];

/** The network the maintenance scenario takes down. */
export const MAINTENANCE_NETWORK_ID = 'bitcoin';

defineScenarios(
  Object.values(SEND_SCENARIOS).map((id) => ({
    id,
    titleId: `demo.scenario.${id}.title`,
    descriptionId: `demo.scenario.${id}.description`,
  })),
);

export const sendScenario = (id: SendScenario): boolean => isScenarioActive(id);
