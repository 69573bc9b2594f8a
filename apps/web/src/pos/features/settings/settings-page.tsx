import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../../i18n/language-switcher.tsx';
import { deviceCode } from '../../lib/device-code.ts';
import { clearDeviceSession, readDeviceSession } from '../../lib/device-session.ts';
import { ConfirmDialog } from '../../lib/ticket-print/confirm-dialog.tsx';
import {
  PAPER_WIDTHS,
  readPaperWidth,
  savePaperWidth,
  type PaperWidth,
} from '../../lib/ticket-print/paper-width.ts';
import { useSignOut } from './api.ts';
import { PrinterSection } from './printer-section.tsx';
import { SignalsSection } from './signals-section.tsx';
// This screen's words (posScreens) load with it.
import '../../lib/screen-words.ts';
import '../../lib/ticket-print/pos-kit.css';
import './settings.css';

/** This device: its code (to register), its language, its paper width, and signing out. */
export function SettingsPage() {
  const { t } = useTranslation(['posScreens', 'shared']);
  const [code] = useState(deviceCode);
  const session = readDeviceSession();
  const [paper, setPaper] = useState<PaperWidth>(readPaperWidth);
  const [copied, setCopied] = useState<boolean | null>(null);
  const [paperSaved, setPaperSaved] = useState(false);
  const [asking, setAsking] = useState(false);
  const signOut = useSignOut();
  const client = useQueryClient();
  const navigate = useNavigate();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const choosePaper = (width: PaperWidth) => {
    savePaperWidth(width);
    setPaper(width);
    setPaperSaved(true);
  };
  // Leave even when the server cannot be reached: the device forgets the session either way.
  const leave = () =>
    signOut.mutate(undefined, {
      onSettled: () => {
        clearDeviceSession();
        client.clear();
        void navigate('/pos/signin', { replace: true });
      },
    });

  return (
    <div className="pk-screen st-page">
      <h1 className="pk-title">{t('settings.title')}</h1>

      <section className="pk-card st-section" aria-labelledby="st-device">
        <h2 id="st-device" className="st-heading">
          {t('settings.device')}
        </h2>
        <div className="st-code-row">
          <output className="st-code" data-testid="device-code">
            {code}
          </output>
          <button type="button" className="pk-btn" onClick={() => void copy()}>
            {t('settings.copy')}
          </button>
        </div>
        <p className="pk-hint">{t('settings.deviceHelp')}</p>
        <p className="st-warning">{t('settings.deviceReset')}</p>
        <p className="pk-note" role="status">
          {copied !== null && (copied ? t('settings.copied') : t('settings.copyFailed'))}
        </p>
      </section>

      <section className="pk-card st-section" aria-labelledby="st-language">
        <h2 id="st-language" className="st-heading">
          {t('shared:language.label')}
        </h2>
        <LanguageSwitcher signedIn className="st-language" />
      </section>

      <section className="pk-card st-section">
        <fieldset className="st-fieldset">
          <legend className="st-heading">{t('settings.paper')}</legend>
          <div className="st-choices">
            {PAPER_WIDTHS.map((width) => (
              <label key={width} className="st-choice" data-checked={paper === width}>
                <input
                  type="radio"
                  name="paper"
                  value={width}
                  checked={paper === width}
                  onChange={() => choosePaper(width)}
                />
                {t('settings.paperWidth', { mm: width })}
              </label>
            ))}
          </div>
          <p className="pk-hint">{t('settings.paperHelp')}</p>
          <p className="pk-note" role="status">
            {paperSaved && t('settings.paperSaved', { mm: paper })}
          </p>
        </fieldset>
      </section>

      <PrinterSection />

      <SignalsSection />

      <section className="pk-card st-section" aria-labelledby="st-account">
        <h2 id="st-account" className="st-heading">
          {t('settings.account')}
        </h2>
        {session && (
          <p>{t('settings.signedInAs', { user: session.userName, company: session.company })}</p>
        )}
        <button
          type="button"
          className="pk-btn pk-btn-danger st-signout"
          onClick={() => setAsking(true)}
        >
          {t('settings.signOut')}
        </button>
      </section>

      <ConfirmDialog
        open={asking}
        title={t('settings.confirmTitle')}
        confirmLabel={signOut.isPending ? t('settings.signingOut') : t('settings.confirm')}
        cancelLabel={t('settings.cancel')}
        danger
        busy={signOut.isPending}
        onConfirm={leave}
        onCancel={() => setAsking(false)}
      >
        <p>{t('settings.confirmBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
