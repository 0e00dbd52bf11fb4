/** The URL parameter of the history entry whose details are open (?tx=<id>). */
export const TX_PARAM = 'tx';
