import { Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { deriveWinningNumbers, type DrawInput } from '@tiraj/domain';
import type { Save } from '../../components/form-sending.ts';
import { i18n } from '../../i18n/i18n.ts';
import { displayDate } from '../../lib/format.ts';
import { NumberGrid } from './number-grid.tsx';

/** What the admin is about to post or correct, as the confirmation shows it. */
export interface ResultToConfirm {
  category: string;
  date: string;
  draw: DrawInput;
  /** a correction: the numbers stored now, and why they change */
  before?: DrawInput;
  reason?: string;
}

/** The lots and everything derived from them (L4C/L5C options, mariages): what settles every ticket. */
function ResultSummary({ result }: { result: ResultToConfirm }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {t('winningNumbers.confirmDraw', {
          category: result.category,
          date: displayDate(result.date),
        })}
      </Text>
      {result.before && (
        <>
          <Title order={3} size="sm">
            {t('winningNumbers.confirmBefore')}
          </Title>
          <NumberGrid entries={deriveWinningNumbers(result.before)} />
          <Title order={3} size="sm">
            {t('winningNumbers.confirmAfter')}
          </Title>
        </>
      )}
      <NumberGrid entries={deriveWinningNumbers(result.draw)} />
      {result.reason && (
        <Text size="sm">
          {t('winningNumbers.reason')}: {result.reason}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('winningNumbers.confirmSettles')}
      </Text>
    </Stack>
  );
}

/**
 * A result's save that first asks for a confirmation showing the derived numbers (issue 29):
 * one slip pays or stops every company at once. Cancelled, nothing is sent and the form stays.
 */
export function confirmingResult<Body>(
  save: Save<Body>,
  describe: (body: Body) => ResultToConfirm,
): Save<Body> {
  return {
    isPending: save.isPending,
    mutate: (body, callbacks) => {
      const result = describe(body);
      const correcting = !!result.before;
      modals.openConfirmModal({
        title: i18n.t(
          correcting
            ? 'admin:winningNumbers.confirmCorrectTitle'
            : 'admin:winningNumbers.confirmPostTitle',
        ),
        size: 'lg',
        children: <ResultSummary result={result} />,
        labels: {
          confirm: i18n.t(
            correcting ? 'admin:winningNumbers.confirmCorrect' : 'admin:winningNumbers.confirmPost',
          ),
          cancel: i18n.t('actions.cancel'),
        },
        onConfirm: () => save.mutate(body, callbacks),
      });
    },
  };
}
