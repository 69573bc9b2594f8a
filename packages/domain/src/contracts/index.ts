export * from './common.ts';
export * from './auth.ts';
export * from './lottery-categories.ts';
export * from './people.ts';
export * from './sellers.ts';
export * from './supervisors.ts';
export * from './limits.ts';
