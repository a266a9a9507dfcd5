export * from './operator-config';
