import { AccountFormPageLoader } from '../../../../../components/account/account-form-page-loader';
import { simpleMetadata } from '../../../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/users/password/new', 'account.title.password-new');

export default function Page() {
  return <AccountFormPageLoader kind="forgot_password" pageId="password_new" />;
}
