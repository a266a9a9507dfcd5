export * from './host-messages';
