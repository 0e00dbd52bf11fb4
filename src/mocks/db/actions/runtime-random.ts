import { createRandom } from '../prng';
import type { DemoDatabase } from '../types';

/** Randomness for runtime writes: seeded from the sequence, so a test replays the same addresses and hashes. */
export const runtimeRandom = (db: DemoDatabase) => createRandom(0x5eed + db.sequence * 7919);
