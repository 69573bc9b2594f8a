import { describe, expect, it } from 'vitest';
import {
  conditionsOf,
  DEFAULT_CONDITIONS,
  DEFAULT_RATES,
  paidMultipliers,
  termsInForce,
  type BranchTerms,
  type CompanyTerms,
  type TermsInForce,
} from '../src/index.ts';

const companyRates = conditionsOf({ ...DEFAULT_RATES, first: 60 });
const branchRates = conditionsOf({ ...DEFAULT_RATES, first: 70, mrg: 1200 });

describe('termsInForce: the terms a seller of a branch is paid at (issue 39)', () => {
  const cases: [string, CompanyTerms, BranchTerms | null, TermsInForce][] = [
    [
      'no branch: the company term and switch',
      { conditions: companyRates, bonusFlag: true },
      null,
      { conditions: companyRates, bonusFlag: true },
    ],
    [
      'no branch, no company term: the official rates (null)',
      { conditions: null, bonusFlag: false },
      null,
      { conditions: null, bonusFlag: false },
    ],
    [
      'a branch that sets nothing: the company’s',
      { conditions: companyRates, bonusFlag: true },
      { conditions: null, bonusFlag: null },
      { conditions: companyRates, bonusFlag: true },
    ],
    [
      'a branch with its own rates: the branch’s, the company’s switch',
      { conditions: companyRates, bonusFlag: true },
      { conditions: branchRates, bonusFlag: null },
      { conditions: branchRates, bonusFlag: true },
    ],
    [
      'a branch with its own rates where the company pays the official rates',
      { conditions: null, bonusFlag: false },
      { conditions: branchRates, bonusFlag: null },
      { conditions: branchRates, bonusFlag: false },
    ],
    [
      'a branch that turns free maryaj off where the company has it on',
      { conditions: companyRates, bonusFlag: true },
      { conditions: null, bonusFlag: false },
      { conditions: companyRates, bonusFlag: false },
    ],
    [
      'a branch that turns free maryaj on where the company has it off',
      { conditions: null, bonusFlag: false },
      { conditions: null, bonusFlag: true },
      { conditions: null, bonusFlag: true },
    ],
    [
      'a branch with both of its own',
      { conditions: companyRates, bonusFlag: true },
      { conditions: branchRates, bonusFlag: false },
      { conditions: branchRates, bonusFlag: false },
    ],
  ];
  it.each(cases)('%s', (_, company, branch, expected) => {
    expect(termsInForce(company, branch)).toEqual(expected);
  });
});

describe('paidMultipliers', () => {
  it('is the terms in force, or the official rates without any', () => {
    expect(paidMultipliers(branchRates)).toEqual(branchRates);
    expect(paidMultipliers(null)).toEqual([...DEFAULT_CONDITIONS]);
  });
});
