import type { Clock } from '../../src/server/clock';

/** A clock a test moves forward: real time plus an offset (plan lifecycles read it; nothing sleeps). */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** Moves the clock to a moment (forward or back). */
  set(moment: Date): void {
    this.offsetMs = moment.getTime() - Date.now();
  }
  reset(): void {
    this.offsetMs = 0;
  }
}

/** A clock that moves only when the test moves it: a window of seconds lasts however slow the machine is. */
export class StoppedClock implements Clock {
  private moment = Date.now();
  now(): Date {
    return new Date(this.moment);
  }
  advance(ms: number): void {
    this.moment += ms;
  }
}
