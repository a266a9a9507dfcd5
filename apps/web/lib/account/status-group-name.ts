import { accountText } from './account-messages';

/**
 * A status group's name in the page's language: the catalogue's word for the built-in tiers
 * (`account.form.profile.tier.bronze` …), an operator's own group name as the operator wrote it.
 */
export function statusGroupName(locale: string, name: string): string {
  const key = `profile.tier.${name.toLowerCase()}`;
  const text = accountText(locale, key);
  return text === key ? name : text;
}
