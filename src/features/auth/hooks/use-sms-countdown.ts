import { useEffect, useState } from 'react';
import { secondsLeft, smsCountdownSeconds, type SmsSource } from '../logic/sms-countdown';
import { cooldownKey, cooldownOf, rememberCooldown, type Cooldown, type CooldownTarget } from '../logic/sms-cooldowns';

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The SMS button's countdown for one mobile number: started when a code is
 * sent (or when the server says to wait), 0 when it may be sent again. Kept
 * per number (or purpose) across dialogs and reloads.
 */
export function useSmsCountdown(target: CooldownTarget) {
  const [started, setStarted] = useState<Cooldown | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const key = cooldownKey(target);
  const run = started ?? cooldownOf(store(), target, now);

  useEffect(() => {
    if (!run) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (secondsLeft(run.startedAt, run.total, time) === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [run]);

  const begin = (total: number) => {
    const time = Date.now();
    const cooldown = { startedAt: time, total };
    rememberCooldown(store(), target, cooldown, time);
    setNow(time);
    setStarted(cooldown);
  };

  return {
    secondsLeft: run && (!started || key !== null) ? secondsLeft(run.startedAt, run.total, now) : 0,
    start: (source: SmsSource) => begin(smsCountdownSeconds(source)),
    /** The server's own cool-down (429 with Retry-After). */
    wait: (seconds: number) => begin(Math.max(1, Math.ceil(seconds))),
  };
}
