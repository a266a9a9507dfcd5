import { AccountFormPageLoader } from '../../../../../components/account/account-form-page-loader';
import { simpleMetadata } from '../../../../../lib/site/simple-metadata';

export const generateMetadata = simpleMetadata('/users/password/edit', 'account.title.password-edit');

export default function Page() {
  return <AccountFormPageLoader kind="edit_password" pageId="password_edit" />;
}
