import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getGetCaptchaQueryKey, useGetCaptcha } from '@generated/api/system/system';
import { throttle } from '@/lib/throttle';
import { unwrap } from './unwrap';

/** SPEC 5 and 9: a person may ask for a new captcha image at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

/**
 * A captcha image for a form (login after failures, registration, feedback).
 * `refresh` is the person's click, throttled; `reload` is for the form itself
 * after the server used up the current image.
 */
export function useCaptcha(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useGetCaptcha({ query: { enabled, staleTime: Number.POSITIVE_INFINITY, gcTime: 0, select: unwrap } });
  const reload = useCallback(() => void queryClient.refetchQueries({ queryKey: getGetCaptchaQueryKey(), exact: true }), [queryClient]);
  const [refresh] = useState(() => throttle(() => void queryClient.refetchQueries({ queryKey: getGetCaptchaQueryKey(), exact: true }), CAPTCHA_REFRESH_MS));
  // The id travels with the answer (captchaId), tying it to the image shown.
  return { image: query.data?.image, captchaId: query.data?.captchaId, failed: query.isError, refresh, reload };
}
