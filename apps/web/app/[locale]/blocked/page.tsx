import { headers } from 'next/headers';
import { translate } from '../../../lib/i18n/messages';
import type { LocaleParams } from '../../../lib/site/route-params';
import { serverSiteConfig } from '../../../lib/site/server-site-config';
import { countryOf } from '../../../lib/site/site-gate';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const dynamic = 'force-dynamic';
export const generateMetadata = simpleMetadata('/blocked', 'page.blocked.title');

/**
 * The blocked page (account-and-surroundings §2; SPEC.md OP4): shown with status 403 to a country of the
 * operator's blocked list. The region title, the VPN hint naming the country in the page's language, and the
 * support contact from the operator's configuration.
 */
export default async function Page({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  const site = serverSiteConfig();
  const country = countryOf((await headers()).get('x-slipstream-country'));
  const countryName = country ? regionName(locale, country) : translate(locale, 'page.blocked.your-country');
  const { email, phone } = site.operator.support;
  return (
    <div data-page-id="blocked" className="empty blocked-page">
      <h1 className="page-title">{translate(locale, 'page.blocked.title', { brand: site.brand })}</h1>
      <p>{translate(locale, 'page.blocked.description', { countryName })}</p>
      <p>
        {translate(locale, 'page.blocked.contact')} <a href={`mailto:${email}`}>{email}</a>
        {phone ? (
          <>
            {' '}
            {translate(locale, 'page.blocked.phone')}{' '}
            <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>{phone}</a>
          </>
        ) : null}
        .
      </p>
    </div>
  );
}

function regionName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
