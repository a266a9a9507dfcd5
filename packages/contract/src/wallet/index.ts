export * from './money';
export * from './accounts';
export * from './deposit';
