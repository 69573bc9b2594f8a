export * from './common.ts';
export * from './auth.ts';
export * from './lottery-categories.ts';
export * from './payment-terms.ts';
export * from './block-numbers.ts';
export * from './percentage-limits.ts';
