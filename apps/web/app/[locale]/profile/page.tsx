import { ProfilePageLoader } from '../../../components/account/profile-page-loader';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/profile', 'account.title.profile');

export default function Page() {
  return <ProfilePageLoader />;
}
