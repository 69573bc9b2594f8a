// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '@tiraj/domain/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { startI18n } from '../../../i18n/i18n.ts';
import { posResources } from '../../../i18n/resources/pos.ts';
import type { PendingSale, SaleOutcome } from '../../lib/pending-sales/pending-sales.ts';
import { WaitingSales } from './waiting-sales.tsx';

// React's act() flushes renders and effects only where it is told it runs in tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => startI18n(posResources, 'en'));

const unmounts: (() => void)[] = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

function render(ui: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  unmounts.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

const button = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button "${name}" in: ${container.textContent}`);
  return found;
};

const sale = (n: number, drawName: string, total: number): PendingSale => ({
  saleKey: `TJAAAABBBB-k${n}`,
  userId: 'seller-1',
  body: { lotteryCategoryName: 'draw-1', numbers: [], saleKey: `TJAAAABBBB-k${n}` },
  drawName,
  total,
  createdAt: '2026-01-05T10:00:00.000Z',
});

const props = {
  pending: [],
  outcomes: [],
  retrying: false,
  online: true,
  onRetry: () => undefined,
  onShow: () => undefined,
};

describe('WaitingSales: the sales that wait for the server, and what their retries learnt', () => {
  it('shows nothing when nothing waits', () => {
    const container = render(<WaitingSales {...props} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists each waiting sale with its draw and total, and sends them again on a tap', () => {
    const onRetry = vi.fn();
    const container = render(
      <WaitingSales
        {...props}
        pending={[sale(1, 'Florida Midi', 50), sale(2, 'New York Swa', 1250.5)]}
        onRetry={onRetry}
      />,
    );
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Florida Midi · 50\.00\u00a0HTG · /),
      expect.stringMatching(/^New York Swa · 1,250\.50\u00a0HTG · /),
    ]);
    expect(container.querySelector('h2')?.textContent).toBe('Waiting for confirmation');

    act(() => button(container, 'Try again').click());
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the lines of each waiting sale, read back from the device: game, number, amount', () => {
    const kept: PendingSale = {
      ...sale(1, 'Florida Midi', 30),
      body: {
        lotteryCategoryName: 'draw-1',
        saleKey: 'TJAAAABBBB-k1',
        numbers: [
          { gameCategory: 'BLT', number: '27', amount: 25 },
          { gameCategory: 'MRG', number: '12×34', amount: 5 },
        ],
      },
    };
    const container = render(<WaitingSales {...props} pending={[kept]} />);
    const lines = [...container.querySelectorAll('.pos-waiting-lines li')].map(
      (li) => li.textContent,
    );
    expect(lines).toEqual(['Borlette 27' + '25.00\u00a0HTG', 'Marriage 12×34' + '5.00\u00a0HTG']);
  });

  it('cannot send them again while offline or while a retry runs', () => {
    const offline = render(
      <WaitingSales {...props} pending={[sale(1, 'Florida Midi', 50)]} online={false} />,
    );
    expect(button(offline, 'Try again').disabled).toBe(true);
    const retrying = render(
      <WaitingSales {...props} pending={[sale(1, 'Florida Midi', 50)]} retrying />,
    );
    expect(button(retrying, 'Trying…').disabled).toBe(true);
  });

  it('offers the ticket of a sale confirmed in the background', () => {
    const onShow = vi.fn();
    const ticket = { ticketId: 'QQYZ-SS9H' } as Ticket;
    const outcome: SaleOutcome = { kind: 'sold', sale: sale(1, 'Florida Midi', 50), ticket };
    const container = render(<WaitingSales {...props} outcomes={[outcome]} onShow={onShow} />);
    expect(container.querySelector('[role=status]')?.textContent).toContain(
      'Confirmed: ticket QQYZ-SS9H',
    );

    act(() => button(container, 'Show the ticket').click());
    expect(onShow).toHaveBeenCalledWith(ticket);
  });

  it('says why a sale was refused, line by line', () => {
    const outcome: SaleOutcome = {
      kind: 'refused',
      status: 422,
      error: new ApiError(422, 'refused'),
      sale: sale(1, 'Florida Midi', 50),
      lines: [
        {
          index: 0,
          gameCategory: 'BLT',
          number: '27',
          reason: 'blocked',
          code: 'sale.blocked',
          params: {},
        },
      ],
    };
    const container = render(<WaitingSales {...props} outcomes={[outcome]} />);
    const alert = container.querySelector('[role=alert]')?.textContent ?? '';
    expect(alert).toContain('The server refused this sale (Florida Midi, 50.00\u00a0HTG)');
    expect(alert).toContain('27: This number is blocked');
  });

  it('says in Kreyòl that a sale whose ticket was cancelled since is not sold, and offers nothing to print', async () => {
    const { i18n } = await import('../../../i18n/i18n.ts');
    await i18n.changeLanguage('ht');
    const outcome: SaleOutcome = {
      kind: 'cancelled',
      ticketId: 'QQYZ-SS9H',
      sale: sale(1, 'Florida Midi', 50),
    };
    const container = render(<WaitingSales {...props} outcomes={[outcome]} />);
    const alert = container.querySelector('[role=alert]')?.textContent ?? '';
    await act(() => i18n.changeLanguage('en'));
    expect(alert).toContain('Fich QQYZ-SS9H an te anile: li pa vann.');
    expect(container.querySelector('[role=status]')).toBeNull();
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['OK']);
  });
});
