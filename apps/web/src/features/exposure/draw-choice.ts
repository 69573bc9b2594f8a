import { salesWindow, type WindowState } from '@tiraj/domain';
import type { LotteryCategory } from '@tiraj/domain/contracts';
import { operatorTimeZone, operatorToday } from '../../lib/operator-time.ts';

export interface DrawOption {
  category: LotteryCategory;
  window: WindowState;
}

/** Each lottery with its sales window now, in the operator's time zone. */
export function drawOptions(categories: LotteryCategory[], now = new Date()): DrawOption[] {
  return categories.map((category) => ({
    category,
    window: salesWindow(category.startTime, category.endTime, now, operatorTimeZone()),
  }));
}

/** The board opens on the next draw to close among the open ones (else the first lottery). */
export function nextToClose(options: DrawOption[]): DrawOption | undefined {
  const open = options.filter((o) => o.window.open);
  open.sort((a, b) => a.window.until.localeCompare(b.window.until));
  return open[0] ?? options[0];
}

/** The draw date a lottery's board opens on: the draw on sale now, else today. */
export const defaultDateOf = (option: DrawOption | undefined) =>
  option?.window.open ? option.window.drawDate : operatorToday();
