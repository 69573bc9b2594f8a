export * from './common.ts';
export * from './auth.ts';
export * from './lottery-categories.ts';
export * from './subadmins.ts';
export * from './payment-alerts.ts';
export * from './winning-numbers.ts';
export * from './sales.ts';
