import { useTranslation } from 'react-i18next';
import { money, posDate } from '../../lib/ticket-print/ticket-format.ts';
import { LoadProblem } from './load-problem.tsx';
import { useBalance, type SellerBalance } from './balance-api.ts';
// This screen's words (posScreens) load with it.
import '../../lib/screen-words.ts';
import '../../lib/ticket-print/pos-kit.css';
import './my-day.css';

type Today = SellerBalance['today'];

/**
 * The seller's Balans (issue 26): what it sold, kept and paid out today, what it owes the bank
 * now, how much credit it has left, and the last cash it handed in or received.
 */
export function BalancePage() {
  const { t } = useTranslation('posScreens');
  const balance = useBalance();
  const data = balance.data;
  const today: readonly (readonly [keyof Today, string])[] = [
    ['sales', t('balance.sales')],
    ['commission', t('balance.commission')],
    ['payouts', t('balance.payouts')],
    ['due', t('balance.due')],
    ['remitted', t('balance.remitted')],
  ];

  return (
    <div className="pk-screen">
      <h1 className="pk-title">{t('balance.title')}</h1>
      {balance.isPending ? (
        <p className="pk-loading">{t('day.loading')}</p>
      ) : balance.isError || !data ? (
        <LoadProblem error={balance.error} onRetry={() => void balance.refetch()} />
      ) : (
        <>
          <dl className="md-figures">
            <div className="md-figure" data-figure="balance">
              <dt>{t('balance.balance')}</dt>
              <dd data-testid="balance-balance">{money(data.balance)}</dd>
              <dd className="pk-hint md-help">{t('balance.balanceHelp')}</dd>
            </div>
            <div className="md-figure" data-figure="credit-left">
              <dt>{t('balance.creditLeft')}</dt>
              <dd data-testid="balance-credit-left">
                {data.creditLeft === null ? t('balance.noLimit') : money(data.creditLeft)}
              </dd>
              {data.creditLimit !== null && (
                <dd className="pk-hint md-help">
                  {t('balance.creditLimit', { limit: money(data.creditLimit) })}
                </dd>
              )}
            </div>
          </dl>
          <h2 className="pk-label">{t('balance.today')}</h2>
          <dl className="md-figures">
            {today.map(([key, label]) => (
              <div key={key} className="md-figure" data-figure={key}>
                <dt>{label}</dt>
                <dd data-testid={`balance-${key}`}>{money(data.today[key])}</dd>
              </div>
            ))}
          </dl>
          <h2 className="pk-label">{t('balance.lastEntries')}</h2>
          {data.remittances.length === 0 ? (
            <p className="pk-hint">{t('balance.noEntries')}</p>
          ) : (
            <ul className="md-entries" data-testid="balance-entries">
              {data.remittances.map((e) => (
                <li key={e._id}>
                  <span>{posDate(e.date)}</span> <strong>{t(`balance.kind.${e.kind}`)}</strong>{' '}
                  <span>{money(e.amount)}</span>
                  {e.note && <span className="pk-hint"> — {e.note}</span>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
