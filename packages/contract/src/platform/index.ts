export * from './locales';
export * from './auth';
export * from './profile';
export * from './progress';
export * from './phone';
export * from './limits';
export * from './quick-deposit';
export * from './exclusions';
