import { useEffect, useState } from 'react';

/** Whole seconds left of a wait started with `start`, ticking each second; 0 when none runs. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return {
    left: endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)),
    start(seconds: number) {
      const time = Date.now();
      setNow(time);
      setEndsAt(time + seconds * 1000);
    },
  };
}
