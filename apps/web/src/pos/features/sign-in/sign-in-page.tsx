import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { SignInAnswer } from '@tiraj/domain/contracts';
import { adoptUserLanguage } from '../../../i18n/choose-language.ts';
import { LanguageSwitcher } from '../../../i18n/language-switcher.tsx';
import { api } from '../../../lib/api-client.ts';
import { deviceCode } from '../../lib/device-code.ts';
import { readDeviceSession, saveDeviceSession } from '../../lib/device-session.ts';
import { loadServerTexts } from '../../lib/server-texts.ts';
import { copyText } from './copy-text.ts';
import { saidByServer, signInMessage } from './sign-in-message.ts';
import '../../lib/pos-controls.css';
import './sign-in.css';

/** What went wrong, kept as its cause: said in the language on screen, which may change meanwhile. */
type Problem = { kind: 'required' } | { kind: 'notSeller' } | { kind: 'refused'; error: unknown };

/**
 * A seller signs in from this device: its code (the seller's device ID at the
 * company) is shown to be copied; only sellers get in, in the language they chose
 * (here, or on another device: it comes with their account).
 */
export function SignInPage() {
  const { t } = useTranslation('pos');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [code] = useState(deviceCode);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Problem | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const ended = params.has('ended');

  if (readDeviceSession() && !ended) return <Navigate to="/pos" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userName.trim() || !password) {
      setError({ kind: 'required' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await api<SignInAnswer>('POST', '/auth/signin', {
        userName: userName.trim(),
        password,
        imei: code,
      });
      if (answer.user.role !== 'seller') {
        // Not left signed in anywhere: the token is revoked at once.
        await api('POST', '/auth/signout', {}, { token: answer.token }).catch(() => undefined);
        setError({ kind: 'notSeller' });
        return;
      }
      queryClient.clear();
      saveDeviceSession(answer.token, answer.user);
      // After the session is saved: a seller who never chose gives the server this device's choice.
      adoptUserLanguage(answer.user.language);
      void navigate('/pos', { replace: true });
    } catch (e) {
      // A refusal this screen has no words of its own for is said in the server's, by its code.
      if (saidByServer(e)) await loadServerTexts();
      setError({ kind: 'refused', error: e });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => setCopied(await copyText(code));
  const problem =
    error?.kind === 'required'
      ? t('signIn.required')
      : error?.kind === 'notSeller'
        ? t('signIn.notSeller')
        : error
          ? signInMessage(error.error, t)
          : null;

  return (
    <main className="pos-signin">
      <div className="pos-signin-top">
        <div className="pos-brand">
          <img src="/pos/icon.svg" alt="" />
          <h1>{t('signIn.title')}</h1>
        </div>
        <LanguageSwitcher signedIn={false} className="pos-signin-language" />
      </div>
      {ended && (
        <p className="pos-notice" role="status">
          {t('signIn.ended')}
        </p>
      )}
      <section className="pos-device" aria-labelledby="pos-device-title">
        <p id="pos-device-title" className="pos-label">
          {t('signIn.deviceTitle')}
        </p>
        <p className="pos-device-code">
          <output data-testid="pos-device-code" aria-labelledby="pos-device-title">
            {code}
          </output>
          <button type="button" className="pos-button pos-secondary" onClick={() => void copy()}>
            {t('signIn.copy')}
          </button>
        </p>
        {copied !== null && (
          <p className="pos-hint" role="status">
            {copied ? t('signIn.copied') : t('signIn.copyFailed')}
          </p>
        )}
        <p className="pos-hint">{t('signIn.deviceExplain')}</p>
      </section>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="pos-field">
          <label htmlFor="pos-username">{t('signIn.userName')}</label>
          <input
            id="pos-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
          />
        </div>
        <div className="pos-field">
          <label htmlFor="pos-password">{t('signIn.password')}</label>
          <input
            id="pos-password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <label className="pos-check">
          <input
            type="checkbox"
            checked={showPassword}
            onChange={(e) => setShowPassword(e.target.checked)}
          />
          {t('signIn.showPassword')}
        </label>
        {problem && (
          <p className="pos-error" role="alert">
            {problem}
            {error?.kind === 'notSeller' && <a href="/auth/signin">{t('signIn.dashboard')}</a>}
          </p>
        )}
        <button type="submit" className="pos-button pos-primary" disabled={busy}>
          {busy ? t('signIn.signingIn') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
