import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** A screen's data did not load: say so plainly and offer to try again. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('posScreens');
  const offline = error instanceof ApiError && error.status === 0;
  return (
    <div className="pk-error" role="alert">
      <p className="md-problem">{offline ? t('day.offline') : t('day.failed')}</p>
      <button type="button" className="pk-btn pk-btn-quiet" onClick={onRetry}>
        {t('day.retry')}
      </button>
    </div>
  );
}
