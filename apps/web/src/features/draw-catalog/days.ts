import { useTranslation } from 'react-i18next';

const EVERY_DAY = 7;

/** A draw's weekdays in words: "Every day", or the days in order from Monday ("Mon–Sat" style lists). */
export function useDaysInWords() {
  const { t } = useTranslation('admin');
  return (weekdays: readonly number[]) => {
    if (new Set(weekdays).size === EVERY_DAY) return t('catalog.everyDay');
    // Monday first, as the lotteries list them; Sunday last.
    const ordered = [...weekdays].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
    return ordered
      .map((d) => t(`catalog.weekdays.day${d as 0 | 1 | 2 | 3 | 4 | 5 | 6}`))
      .join(', ');
  };
}
