export * from './people.ts';
export * from './lottery.ts';
export * from './sales.ts';
export * from './seller-money.ts';
export * from './alert-reads.ts';
export * from './offline.ts';
export * from './corrected-payouts.ts';
export * from './branch-terms.ts';
