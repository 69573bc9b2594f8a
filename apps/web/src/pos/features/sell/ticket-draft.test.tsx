// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useTicketDraft, type TicketDraft } from './ticket-draft.ts';

// React's act() flushes renders and effects only where it is told it runs in tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Opens the sale screen's draft for a seller, as a page load does; answers it and the unmount. */
function open(userId: string) {
  const seen: { draft: TicketDraft | null } = { draft: null };
  function Probe() {
    seen.draft = useTicketDraft(userId);
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<Probe />));
  return {
    draft: () => seen.draft!,
    reload: () => act(() => root.unmount()),
  };
}

const typed = (d: TicketDraft) => d.lines.map((l) => [l.gameCategory, l.number, l.amount]);

afterEach(() => sessionStorage.clear());

describe('the ticket being typed, across a reload (the new-version bar, issue 37)', () => {
  it('comes back with its lines and last amount', () => {
    const page = open('seller-1');
    act(() => void page.draft().add([{ gameCategory: 'BLT', number: '27' }], 50));
    act(() => void page.draft().add([{ gameCategory: 'MRG', number: '12×34' }], 10));
    act(() => page.draft().changeAmount(page.draft().lines[0]!.id, 25));
    page.reload();

    const again = open('seller-1');
    expect(typed(again.draft())).toEqual([
      ['BLT', '27', 25],
      ['MRG', '12×34', 10],
    ]);
    expect(again.draft().lastAmount).toBe(10);
    again.reload();
  });

  it('is not given back once sent (a waiting sale is kept with its key), nor to another seller', () => {
    const page = open('seller-1');
    act(() => void page.draft().add([{ gameCategory: 'BLT', number: '27' }], 50));
    page.reload();
    expect(typed(open('seller-2').draft())).toEqual([]);

    const again = open('seller-1');
    act(() => again.draft().sending());
    again.reload();
    expect(typed(open('seller-1').draft())).toEqual([]);
  });

  it('a new ticket (sold, or cleared) leaves nothing to give back', () => {
    const page = open('seller-1');
    act(() => void page.draft().add([{ gameCategory: 'BLT', number: '27' }], 50));
    act(() => page.draft().clear());
    page.reload();
    expect(typed(open('seller-1').draft())).toEqual([]);
  });
});
