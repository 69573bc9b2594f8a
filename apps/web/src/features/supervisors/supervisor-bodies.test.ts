import { addSupervisorBody } from '@tiraj/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { sending, type Callbacks } from '../../components/form-sending.ts';
import { i18n, startI18n } from '../../i18n/i18n.ts';
import { dashboardResources } from '../../i18n/resources/dashboard.ts';
import { empty, updateForm, updateOf, withNameRequired, type Values } from './supervisor-bodies.ts';

beforeAll(() => startI18n(dashboardResources, 'fr'));

const sent: unknown[] = [];
const save = {
  isPending: false,
  mutate: (body: unknown, _callbacks: Callbacks) => void sent.push(body),
};
const addForm = withNameRequired(
  sending(addSupervisorBody, (v: Values) => v, save),
  'Le nom est obligatoire',
);
const editForm = withNameRequired(sending(updateForm, updateOf, save), 'Le nom est obligatoire');

// FormModal sends only values whose check finds nothing wrong: the check is what stops them.
describe('the supervisor form (issue 38: nothing empty reaches the server)', () => {
  it('sent empty: each required field says so, in the screen’s language; nothing is sent', async () => {
    for (const [language, required] of [
      ['fr', 'Ce champ est obligatoire.'],
      ['ht', 'Chan sa a obligatwa.'],
    ] as const) {
      await i18n.changeLanguage(language);
      expect(addForm.check(empty)).toEqual({ userName: required, password: required });
    }
    await i18n.changeLanguage('en');
    // English: the field's own words, not the contract's "company name" it does not have.
    expect(addForm.check(empty)).toEqual({
      userName: 'Le nom est obligatoire',
      password: 'Password is required',
    });
  });

  it('an edit whose name was emptied is stopped in the form', () => {
    const values = { userName: '', password: '', isActive: true, branchId: null };
    expect(editForm.check(values)).toHaveProperty('userName');
  });

  it('an edit that changes nothing sends the name it has, and no password', () => {
    const unchanged = { userName: 'sup1', password: '', isActive: true, branchId: null };
    expect(editForm.check(unchanged)).toEqual({});
    expect(updateOf(unchanged)).toEqual({ userName: 'sup1', isActive: true });
    expect(updateOf({ ...unchanged, password: 'secret1' })).toEqual({
      userName: 'sup1',
      isActive: true,
      password: 'secret1',
    });
    // Issue 39: the branch only when it changed; cleared, null.
    expect(updateOf(unchanged, null)).toEqual({ userName: 'sup1', isActive: true });
    expect(updateOf({ ...unchanged, branchId: 'b1' }, null)).toMatchObject({ branchId: 'b1' });
    expect(updateOf(unchanged, 'b1')).toMatchObject({ branchId: null });
  });

  it('the body sent is the one checked', () => {
    sent.length = 0;
    editForm.send(
      { userName: 'sup1', password: '', isActive: false, branchId: null },
      {
        onSuccess: () => {},
        onError: () => {},
      },
    );
    expect(sent).toEqual([{ userName: 'sup1', isActive: false }]);
  });
});
