import { Fragment } from 'react';
import { QrCode } from './qr-code.tsx';
import type { TicketLayout } from './ticket-layout.ts';
import type { QrMatrix } from './ticket-qr.ts';

/**
 * The ticket as the customer gets it. The same markup is shown on screen and
 * printed: black on white, meaning never in colour alone (bonus lines say
 * "Bonis", a reprint says "KOPI", winning lines say so in words). Its words
 * come with the layout, in the language it was made in.
 */
export function TicketView({
  layout,
  qr,
  showWins = false,
  winWord,
  settled = false,
}: {
  layout: TicketLayout;
  /** null while the QR encoder loads; leave it out where no QR code is wanted */
  qr?: QrMatrix | null;
  /** mark each winning line (checking a ticket after its result) */
  showWins?: boolean;
  /** the word by each winning line, with its star (`★ Genyen`) */
  winWord?: string;
  /** its result is known (or it is deleted): no line "could win" any more */
  settled?: boolean;
}) {
  const words = layout.words;
  return (
    <article className="tp-ticket" data-testid="ticket-view" aria-label={layout.ticketId}>
      {layout.copy && <p className="tp-copy">{words.copy}</p>}
      {layout.offlineCode && (
        <p className="tp-copy" data-testid="ticket-offline">
          {words.offline}
        </p>
      )}
      <header className="tp-head">
        {layout.logo && <img className="tp-logo" src={layout.logo} alt="" />}
        <h2 className="tp-company">{layout.company}</h2>
        {layout.address && <p className="tp-contact">{layout.address}</p>}
        {layout.phone && (
          <p className="tp-contact">
            {words.phone} <span className="tp-nowrap">{layout.phone}</span>
          </p>
        )}
      </header>
      <dl className="tp-facts">
        <div>
          <dt>{words.seller}</dt>
          <dd className="tp-nowrap">{layout.seller}</dd>
        </div>
        <div>
          <dt>{words.draw}</dt>
          <dd>{layout.draw}</dd>
        </div>
        <div>
          <dt>{words.drawDate}</dt>
          <dd className="tp-mono">{layout.drawDate}</dd>
        </div>
        <div>
          <dt>{words.soldAt}</dt>
          <dd className="tp-mono">{layout.soldAt}</dd>
        </div>
      </dl>
      <p className="tp-id-label">{words.ticketId}</p>
      <p className="tp-id" data-testid="ticket-id">
        {layout.ticketId}
      </p>
      <table className="tp-lines">
        <thead>
          <tr>
            <th scope="col">{words.game}</th>
            <th scope="col">{words.number}</th>
            <th scope="col" className="tp-num">
              {words.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {layout.lines.map((line, i) => (
            <Fragment key={i}>
              <tr
                data-bonus={line.bonus || undefined}
                data-win={(showWins && line.won) || undefined}
              >
                <td>
                  <span className="tp-nowrap">{line.game}</span>
                  {line.bonus && <span className="tp-bonus"> {words.bonus}</span>}
                  {showWins && line.won && winWord && <span className="tp-win"> {winWord}</span>}
                </td>
                <td className="tp-mono tp-number">{line.number}</td>
                <td className="tp-mono tp-num">{line.bonus ? words.free : line.amount}</td>
              </tr>
              {/* Which lots an L4C/L5C option is made of: vendors number them differently. */}
              {line.digits && (
                <tr className="tp-digits" data-testid="ticket-line-digits">
                  <td colSpan={3}>{line.digits}</td>
                </tr>
              )}
              {showWins && line.payout !== null && (
                <tr className="tp-line-pays" data-testid="ticket-line-pays">
                  <td colSpan={2}>{words.linePays}</td>
                  <td className="tp-mono tp-num">{line.payout}</td>
                </tr>
              )}
              {/* A winning line checked says what it pays, not what it could have. */}
              {line.potentialWin && !settled && !(showWins && line.payout !== null) && (
                <tr className="tp-could-win" data-testid="ticket-potential-win">
                  <td colSpan={2}>{words.potentialWin}</td>
                  <td className="tp-mono tp-num">{line.potentialWin}</td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {words.total}
            </th>
            <td className="tp-mono tp-num" data-testid="ticket-total">
              {layout.total}
            </td>
          </tr>
        </tfoot>
      </table>
      {qr !== undefined && (
        <div className="tp-qr-box">
          <QrCode matrix={qr} label={words.qr} />
        </div>
      )}
      {layout.validity && <p className="tp-validity">{layout.validity}</p>}
      {layout.copy && <p className="tp-copy tp-copy-end">{words.copy}</p>}
      {layout.offlineCode && <p className="tp-copy tp-copy-end">{words.offline}</p>}
      <p className="tp-foot">{words.goodLuck}</p>
    </article>
  );
}
