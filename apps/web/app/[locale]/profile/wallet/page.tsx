import { WalletPageLoader } from '../../../../components/account/wallet-page-loader';
import { simpleMetadata } from '../../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/profile/wallet', 'account.title.wallet');

export default function Page() {
  return <WalletPageLoader />;
}
