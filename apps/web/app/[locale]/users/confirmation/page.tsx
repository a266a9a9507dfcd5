import { AccountFormPageLoader } from '../../../../components/account/account-form-page-loader';
import { simpleMetadata } from '../../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/users/confirmation', 'account.title.confirmation');

export default function Page() {
  return <AccountFormPageLoader kind="confirm_password" pageId="confirmation" />;
}
