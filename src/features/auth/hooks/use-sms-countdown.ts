import { useEffect, useState } from 'react';
import { secondsLeft, smsCountdownSeconds, type SmsSource } from '../logic/sms-countdown';

/** The SMS button's countdown: started when a code is sent, 0 when it may be sent again. */
export function useSmsCountdown() {
  const [run, setRun] = useState<{ startedAt: number; total: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!run) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (secondsLeft(run.startedAt, run.total, time) === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [run]);

  return {
    secondsLeft: run ? secondsLeft(run.startedAt, run.total, now) : 0,
    start(source: SmsSource) {
      const time = Date.now();
      setNow(time);
      setRun({ startedAt: time, total: smsCountdownSeconds(source) });
    },
  };
}
