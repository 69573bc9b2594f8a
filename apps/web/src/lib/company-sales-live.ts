import { useEffect, useEffectEvent } from 'react';
import type { EXPOSURE_STREAM_PATHS } from '@tiraj/domain/contracts';
import { exposureEvent, type ExposureEvent } from '@tiraj/domain/contracts';
import { followRiskFeed } from './risk-feed.ts';

/** Who follows the company's sales: a subadmin (its company) or a supervisor. */
export type SalesReader = keyof typeof EXPOSURE_STREAM_PATHS;

/** A burst of sales refetches once, this long after the first of them. */
export const SALES_SETTLE_MS = 150;

/**
 * While mounted, follows the company's sales (the risk board's stream: one `sale` event per
 * ticket sold or deleted) and calls `onChange` once per burst, for the sales `concerns` keeps
 * (all, without it), and after each (re)connection, when some may have been missed. Null
 * reader: nothing to follow yet. Shared by the risk board and the homes, over the tab's one
 * risk feed (`risk-feed.ts`), which the shell's alerts follow too.
 */
export function useCompanySalesLive(
  reader: SalesReader | null,
  onChange: () => void,
  concerns?: (event: ExposureEvent) => boolean,
) {
  const changed = useEffectEvent(onChange);
  const wanted = useEffectEvent((event: ExposureEvent) => concerns?.(event) ?? true);
  useEffect(() => {
    if (!reader) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        changed();
      }, SALES_SETTLE_MS);
    };
    const stop = followRiskFeed(reader, {
      onReady: settle,
      onEvent: (name, data) => {
        if (name !== 'sale') return;
        const event = exposureEvent.safeParse(JSON.parse(data));
        if (event.success && wanted(event.data)) settle();
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [reader]);
}
