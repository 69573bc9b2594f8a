import { useTranslation } from 'react-i18next';
import { DrawPicker } from './draw-picker.tsx';
import type { DrawChoice } from './draw-choice.ts';

/** The draws to choose from, or why they are not there yet (loading, offline, an error). */
export function DrawsPanel({
  choice,
  online,
  onChoose,
}: {
  choice: DrawChoice;
  online: boolean;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('pos');
  const { draws, list, shown, now, chosenOpen } = choice;
  return (
    <>
      {draws.data ? (
        <DrawPicker draws={list} chosen={shown} now={now} onChoose={onChoose} />
      ) : draws.isError ? (
        <div className="pos-error" role="alert">
          {t('sell.draws.error')}{' '}
          <button
            type="button"
            className="pos-button pos-secondary"
            onClick={() => void draws.refetch()}
          >
            {t('sell.draws.retry')}
          </button>
        </div>
      ) : (
        <p className="pos-muted">
          {!online || draws.fetchStatus === 'paused'
            ? t('sell.draws.offline')
            : t('sell.draws.loading')}
        </p>
      )}
      {shown && !chosenOpen && (
        <p className="pos-error" role="alert">
          {t('sell.draws.closed', { name: shown.lotteryName })}
        </p>
      )}
    </>
  );
}
