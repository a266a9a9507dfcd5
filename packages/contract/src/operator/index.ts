export * from './operator-config';
export * from './provider-policy';
