import { LimitsPageLoader } from '../../../../components/account/limits-page-loader';
import { simpleMetadata } from '../../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/profile/limits', 'account.title.limits');

export default function Page() {
  return <LimitsPageLoader />;
}
