import { notFound } from 'next/navigation';
import { LimitsPageLoader } from '../../../../components/account/limits-page-loader';
import { serverSiteConfig } from '../../../../lib/site/server-site-config';
import { simpleMetadata } from '../../../../lib/site/simple-metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = simpleMetadata('/profile/limits', 'account.title.limits');

export default function Page() {
  // SPEC.md OP8: with responsible_gambling off the limits page does not exist.
  if (!serverSiteConfig().responsibleGambling) notFound();
  return <LimitsPageLoader />;
}
