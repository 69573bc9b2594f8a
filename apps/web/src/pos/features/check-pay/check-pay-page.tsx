import { normaliseTicketCode } from '@tiraj/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
// This screen's words (posScreens) load with it.
import '../../lib/screen-words.ts';
import '../../lib/ticket-print/pos-kit.css';
import '../../lib/ticket-print/ticket-print.css';
import { useTicketCheck } from './api.ts';
import { CheckResult } from './check-result.tsx';
import { payRefusal } from './pay-refusal.ts';
import { QrScanner } from './qr-scanner.tsx';
import './check-pay.css';

/**
 * Check a ticket by its ID (typed any way, or read from its QR code) and pay
 * a winner. The code checked stays in the address (`?ticket=`), so a reload keeps it.
 */
export function CheckPayPage() {
  const { t } = useTranslation('posScreens');
  const [params, setParams] = useSearchParams();
  const code = normaliseTicketCode(params.get('ticket') ?? '') ?? '';
  const [typed, setTyped] = useState(code);
  const [invalid, setInvalid] = useState(false);
  const [scanning, setScanning] = useState(false);
  const check = useTicketCheck(code);
  // When the last check was asked: until its answer, the result before it is not shown.
  const [askedAt, setAskedAt] = useState(0);
  const answering = check.isFetching && check.dataUpdatedAt < askedAt;

  const show = (next: string) => {
    setTyped(next);
    setInvalid(false);
    setAskedAt(Date.now());
    setParams({ ticket: next }, { replace: true });
    if (next === code) void check.refetch();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normaliseTicketCode(typed);
    if (!next) {
      setInvalid(true);
      return;
    }
    show(next);
  };

  return (
    <div className="pk-screen cp-page">
      <h1 className="pk-title">{t('check.title')}</h1>
      <form className="cp-form" onSubmit={submit} noValidate>
        <label className="pk-label" htmlFor="cp-code">
          {t('check.codeLabel')}
        </label>
        <div className="cp-row">
          <input
            id="cp-code"
            className="pk-input cp-input"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setInvalid(false);
            }}
            placeholder={t('check.codePlaceholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            aria-invalid={invalid}
            aria-describedby={invalid ? 'cp-code-error' : undefined}
          />
          <button type="submit" className="pk-btn pk-btn-primary">
            {t('check.check')}
          </button>
        </div>
        {invalid && (
          <p id="cp-code-error" className="pk-error" role="alert">
            {t('check.badCode')}
          </p>
        )}
      </form>

      {scanning ? (
        <QrScanner
          onCode={(next) => {
            setScanning(false);
            show(next);
          }}
          onClose={() => setScanning(false)}
        />
      ) : (
        <button type="button" className="pk-btn cp-scan" onClick={() => setScanning(true)}>
          {t('check.scan')}
        </button>
      )}

      {code && (check.isPending || answering) && (
        <p className="pk-loading">{t('check.checking')}</p>
      )}
      {code && check.isError && (
        <p className="pk-error" role="alert">
          {payRefusal(check.error, t)}
        </p>
      )}
      {/* A new check (typed, scanned, or the same code again) clears the result before its answer. */}
      {check.data && !answering && !scanning && (
        <CheckResult key={check.data.ticket._id} check={check.data} />
      )}
    </div>
  );
}
