import { AccountFormPageLoader } from '../../../../components/account/account-form-page-loader';
import { simpleMetadata } from '../../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/users/sign-in', 'account.title.sign-in');

export default function Page() {
  return <AccountFormPageLoader kind="sign_in" pageId="sign_in" />;
}
