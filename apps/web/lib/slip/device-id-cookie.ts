/** The device id's cookie (betting-core §7, §9): its name and lifetime of 7300 days. */
export const DEVICE_ID_COOKIE = 'deviceId';
export const LIFETIME_SECONDS = 7300 * 86_400;
