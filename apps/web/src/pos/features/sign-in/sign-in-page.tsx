import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { SignInAnswer } from '@tiraj/domain/contracts';
import { queryClient } from '../../app/query-client.ts';
import { api } from '../../../lib/api-client.ts';
import { deviceCode } from '../../app/device-code.ts';
import { readDeviceSession, saveDeviceSession } from '../../app/device-session.ts';
import { copyText } from './copy-text.ts';
import { signInMessage } from './sign-in-message.ts';
import { signInWords as w } from './words.ts';

/**
 * A seller signs in from this device: its code (the seller's device ID at the
 * company) is shown to be copied; only sellers get in.
 */
export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [code] = useState(deviceCode);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; notSeller?: boolean } | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  if (readDeviceSession() && !params.has('ended')) return <Navigate to="/pos" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userName.trim() || !password) {
      setError({ text: w.required });
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
        setError({ text: w.notSeller, notSeller: true });
        return;
      }
      queryClient.clear();
      saveDeviceSession(answer.token, answer.user);
      void navigate('/pos', { replace: true });
    } catch (e) {
      setError({ text: signInMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => setCopied((await copyText(code)) ? w.copied : w.copyFailed);

  return (
    <main className="pos-signin">
      <div className="pos-brand">
        <img src="/pos/icon.svg" alt="" />
        <h1>{w.title}</h1>
      </div>
      {params.has('ended') && (
        <p className="pos-notice" role="status">
          {w.ended}
        </p>
      )}
      <section className="pos-device" aria-labelledby="pos-device-title">
        <p id="pos-device-title" className="pos-label">
          {w.deviceTitle}
        </p>
        <p className="pos-device-code">
          <output data-testid="pos-device-code" aria-labelledby="pos-device-title">
            {code}
          </output>
          <button type="button" className="pos-button pos-secondary" onClick={() => void copy()}>
            {w.copy}
          </button>
        </p>
        {copied && (
          <p className="pos-hint" role="status">
            {copied}
          </p>
        )}
        <p className="pos-hint">{w.deviceExplain}</p>
      </section>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="pos-field">
          <label htmlFor="pos-username">{w.userName}</label>
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
          <label htmlFor="pos-password">{w.password}</label>
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
          {w.showPassword}
        </label>
        {error && (
          <p className="pos-error" role="alert">
            {error.text}
            {error.notSeller && <a href="/auth/signin">{w.dashboard}</a>}
          </p>
        )}
        <button type="submit" className="pos-button pos-primary" disabled={busy}>
          {busy ? w.signingIn : w.submit}
        </button>
      </form>
    </main>
  );
}
