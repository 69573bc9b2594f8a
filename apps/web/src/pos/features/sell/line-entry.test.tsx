// @vitest-environment happy-dom
import { act, createRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TypedLineChoice } from '@tiraj/domain';
import { i18n, startI18n } from '../../../i18n/i18n.ts';
import { posResources } from '../../../i18n/resources/pos.ts';
import { LineEntry } from './line-entry.tsx';

// React's act() flushes renders and effects only where it is told it runs in tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => startI18n(posResources, 'fr'));

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

/** Types into a controlled input the way React hears it. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const entry = (choice: TypedLineChoice = { l4c: 2, l5c: 3 }) =>
  render(
    <LineEntry
      choice={choice}
      onChoice={() => undefined}
      lastAmount={null}
      reverses={[]}
      onAdd={() => null}
      numberRef={createRef<HTMLInputElement>()}
      disabled={false}
    />,
  );

describe('the sale screen names the Loto 4 / Loto 5 options by their parts (issue 40)', () => {
  it('the chosen option says what it is made of, each button its own', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const container = entry();
    type(container.querySelector('input')!, '1234 12345');
    const groups = [...container.querySelectorAll<HTMLElement>('.pos-toggle')];
    expect(groups.map((g) => g.querySelector('.pos-toggle-parts')?.textContent)).toEqual([
      '1er + 2e lot',
      'chiffre final L3C + 2e + 3e lot',
    ]);
    const labels = [...groups[0]!.querySelectorAll('button')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(labels).toEqual([
      'Loto 4 option 1 : 2e + 3e lot',
      'Loto 4 option 2 : 1er + 2e lot',
      'Loto 4 option 3 : 1er + 3e lot',
    ]);
  });

  it('in Kreyòl too', async () => {
    await act(() => i18n.changeLanguage('ht'));
    const container = entry({ l4c: 1, l5c: 1 });
    type(container.querySelector('input')!, '12345');
    expect(container.querySelector('.pos-toggle-parts')?.textContent).toBe('L3C + 3yèm lo');
  });
});
