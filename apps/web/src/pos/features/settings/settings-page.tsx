import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deviceCode } from '../../app/device-code.ts';
import { clearDeviceSession, readDeviceSession } from '../../app/device-session.ts';
import { ConfirmDialog } from '../../lib/ticket-print/confirm-dialog.tsx';
import {
  PAPER_WIDTHS,
  readPaperWidth,
  savePaperWidth,
  type PaperWidth,
} from '../../lib/ticket-print/paper-width.ts';
import { useSignOut } from './api.ts';
import { words } from './words.ts';
import '../../lib/ticket-print/pos-kit.css';
import './settings.css';

/** This device: its code (to register), its paper width, and signing out. */
export function SettingsPage() {
  const [code] = useState(deviceCode);
  const session = readDeviceSession();
  const [paper, setPaper] = useState<PaperWidth>(readPaperWidth);
  const [copyNote, setCopyNote] = useState('');
  const [paperNote, setPaperNote] = useState('');
  const [asking, setAsking] = useState(false);
  const signOut = useSignOut();
  const client = useQueryClient();
  const navigate = useNavigate();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopyNote(words.copied);
    } catch {
      setCopyNote(words.copyFailed);
    }
  };
  const choosePaper = (width: PaperWidth) => {
    savePaperWidth(width);
    setPaper(width);
    setPaperNote(words.paperSaved(width));
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
      <h1 className="pk-title">{words.title}</h1>

      <section className="pk-card st-section" aria-labelledby="st-device">
        <h2 id="st-device" className="st-heading">
          {words.device}
        </h2>
        <div className="st-code-row">
          <output className="st-code" data-testid="device-code">
            {code}
          </output>
          <button type="button" className="pk-btn" onClick={() => void copy()}>
            {words.copy}
          </button>
        </div>
        <p className="pk-hint">{words.deviceHelp}</p>
        <p className="pk-note" role="status">
          {copyNote}
        </p>
      </section>

      <section className="pk-card st-section">
        <fieldset className="st-fieldset">
          <legend className="st-heading">{words.paper}</legend>
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
                {width} mm
              </label>
            ))}
          </div>
          <p className="pk-hint">{words.paperHelp}</p>
          <p className="pk-note" role="status">
            {paperNote}
          </p>
        </fieldset>
      </section>

      <section className="pk-card st-section" aria-labelledby="st-account">
        <h2 id="st-account" className="st-heading">
          {words.account}
        </h2>
        {session && <p>{words.signedInAs(session.userName, session.company)}</p>}
        <button
          type="button"
          className="pk-btn pk-btn-danger st-signout"
          onClick={() => setAsking(true)}
        >
          {words.signOut}
        </button>
      </section>

      <ConfirmDialog
        open={asking}
        title={words.confirmTitle}
        confirmLabel={signOut.isPending ? words.signingOut : words.confirm}
        cancelLabel={words.cancel}
        danger
        busy={signOut.isPending}
        onConfirm={leave}
        onCancel={() => setAsking(false)}
      >
        <p>{words.confirmBody}</p>
      </ConfirmDialog>
    </div>
  );
}
