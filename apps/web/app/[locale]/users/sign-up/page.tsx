import { AccountFormPageLoader } from '../../../../components/account/account-form-page-loader';
import { simpleMetadata } from '../../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/users/sign-up', 'account.title.sign-up');

export default function Page() {
  return <AccountFormPageLoader kind="sign_up" pageId="sign_up" />;
}
