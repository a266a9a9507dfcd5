// The one lazily loaded entry of the surroundings: a single import() site keeps the first-load chunk small.
export { Surroundings } from './surroundings';
export { NotificationBell } from './notification-bell';
export { FavouriteLists } from './favourite-lists';
