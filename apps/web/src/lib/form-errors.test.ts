import { describe, expect, it } from 'vitest';
import { addLimitBody, addSupervisorBody, SUPERVISOR_NAME_REQUIRED } from '@tiraj/domain/contracts';
import { ApiError } from './api-client.ts';
import { contractErrorsOf, fieldErrorsOf, onFields } from './form-errors.ts';

const limitField = (path: string) => (path === 'lotteryCategoryName' ? 'category' : path);

describe('contractErrorsOf', () => {
  it("says what the shared contract says, by the body's paths", () => {
    expect(contractErrorsOf(addSupervisorBody, { userName: '', password: '123' })).toEqual({
      userName: SUPERVISOR_NAME_REQUIRED,
      password: 'Password must be at least 6 characters',
    });
  });

  it('finds nothing wrong with a valid body', () => {
    expect(
      contractErrorsOf(addSupervisorBody, { userName: 'marie', password: 'secret-1' }),
    ).toEqual({});
  });

  it("lands on the form's fields through the same renaming as a 400", () => {
    const body = { lotteryCategoryName: '', limits: [{ gameCategory: 'BLT', limitsButs: null }] };
    expect(onFields(contractErrorsOf(addLimitBody, body), limitField)).toEqual({
      category: 'Lottery category is required',
      limits: 'Set a limit for at least one game.',
    });
  });
});

describe('fieldErrorsOf', () => {
  it("keys a 400's field errors by the form's fields", () => {
    const error = new ApiError(400, 'Invalid body', [
      { field: 'lotteryCategoryName', message: 'Lottery category not found.' },
    ]);
    expect(fieldErrorsOf(error, limitField)).toEqual({ category: 'Lottery category not found.' });
  });

  it('is empty for an error that is not the API’s', () => {
    expect(fieldErrorsOf(new Error('offline'))).toEqual({});
  });
});
