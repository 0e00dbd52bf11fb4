/**
 * Storybook runs on a fixed clock so relative times ("5 minutes ago"), dates and token expiries render
 * identically for designers and in visual baselines. Time still advances, from this instant, and each story
 * starts at it again (`restartStoryClock`): a story file's stories share one page, and on a slow machine a
 * file that ran past a minute showed its last stories' times a minute late.
 */
export const STORYBOOK_NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

const RealDate = Date;
let offset = STORYBOOK_NOW - RealDate.now();

/** The clock reads STORYBOOK_NOW again from now on. */
export function restartStoryClock(): void {
  offset = STORYBOOK_NOW - RealDate.now();
}

class FixedDate extends RealDate {
  constructor(...args: ConstructorParameters<typeof Date> | []) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as ConstructorParameters<typeof Date>));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

globalThis.Date = FixedDate as DateConstructor;
