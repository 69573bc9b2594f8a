import { ApiError } from '../../../lib/api-client.ts';
import { words } from './words.ts';

/** A screen's data did not load: say so plainly and offer to try again. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const offline = error instanceof ApiError && error.status === 0;
  return (
    <div className="pk-error" role="alert">
      <p className="md-problem">{offline ? words.offline : words.failed}</p>
      <button type="button" className="pk-btn pk-btn-quiet" onClick={onRetry}>
        {words.retry}
      </button>
    </div>
  );
}
