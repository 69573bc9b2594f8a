import { Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { deriveWinningNumbers, type DrawInput } from '@tiraj/domain';
import type { UpdateWinningNumberBody } from '@tiraj/domain/contracts';
import type { Save } from '../../components/form-sending.ts';
import { i18n } from '../../i18n/i18n.ts';
import { displayDate } from '../../lib/format.ts';
import { CorrectionImpactNote } from './correction-impact.tsx';
import { NumberGrid } from './number-grid.tsx';

/** What the admin is about to post or correct, as the confirmation shows it. */
export interface ResultToConfirm {
  category: string;
  date: string;
  draw: DrawInput;
  /** a correction: the numbers stored now, and why they change */
  before?: DrawInput;
  reason?: string;
  /** a correction of a stored result: what it would do to paid tickets is read and shown */
  impactOf?: { id: string; body: UpdateWinningNumberBody };
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
      {/* First: a correction that takes back paid wins is what the admin must not miss. */}
      {result.impactOf && <CorrectionImpactNote {...result.impactOf} />}
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

/** Where focus goes after the confirmation, for a screen that moves on by itself (Today's Results). */
export interface ConfirmationFocus {
  /** not confirmed (Cancel, Escape, the close button): back to where the typing was */
  onCancel: () => void;
}

/**
 * A result's save that first asks for a confirmation showing the derived numbers (issue 29):
 * one slip pays or stops every company at once. Cancelled, nothing is sent and the form stays.
 * The confirm button has the focus, so Enter confirms. With `focus`, the screen places the focus
 * itself once the dialog closes (the modal does not give it back).
 */
export function confirmingResult<Body>(
  save: Save<Body>,
  describe: (body: Body) => ResultToConfirm,
  focus?: ConfirmationFocus,
): Save<Body> {
  return {
    isPending: save.isPending,
    mutate: (body, callbacks) => {
      const result = describe(body);
      const correcting = !!result.before;
      let confirmed = false;
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
        confirmProps: { 'data-autofocus': true },
        returnFocus: !focus,
        // Cancel, Escape or the close button: nothing is sent, the typing goes on.
        onClose: () => {
          if (!confirmed) focus?.onCancel();
        },
        onConfirm: () => {
          confirmed = true;
          save.mutate(body, callbacks);
        },
      });
    },
  };
}
