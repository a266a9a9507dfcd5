// Favourites and notifications (account-and-surroundings §3, §7).
export * from './favourites';
export * from './notifications';
