import { useTranslation } from 'react-i18next';

type Day = 0 | 1 | 2 | 3 | 4 | 5 | 6;
// Monday first, as the lotteries list them; Sunday last.
const weekOrder = (d: number) => (d + 6) % 7;

/** A draw's weekdays in words: "Every day", a run of days as "Mon–Sat", else the days listed. */
export function useDaysInWords() {
  const { t } = useTranslation('admin');
  const day = (d: number) => t(`catalog.weekdays.day${d as Day}`);
  return (weekdays: readonly number[]) => {
    const days = [...new Set(weekdays)].sort((a, b) => weekOrder(a) - weekOrder(b));
    if (days.length === 7) return t('catalog.everyDay');
    const first = days[0]!;
    const last = days.at(-1)!;
    const run = weekOrder(last) - weekOrder(first) === days.length - 1;
    return run && days.length > 2 ? `${day(first)}–${day(last)}` : days.map(day).join(', ');
  };
}
