/** What time it is for plan lifecycles: the system clock, or one a test moves (no fixed sleeps in tests). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
