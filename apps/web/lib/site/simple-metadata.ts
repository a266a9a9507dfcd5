import type { Metadata } from 'next';
import type { MessageKey } from '../i18n/messages';
import { translate } from '../i18n/server-messages';
import { pageMetadata } from './page-head';
import type { LocaleParams } from './route-params';

/** generateMetadata for a fixed page: title and description from message keys. */
export function simpleMetadata(
  path: string,
  titleKey: MessageKey,
  descriptionKey: MessageKey = 'home.description',
) {
  return async ({ params }: { params: LocaleParams }): Promise<Metadata> => {
    const { locale } = await params;
    return pageMetadata({
      locale,
      path,
      title: translate(locale, titleKey),
      description: translate(locale, descriptionKey),
    });
  };
}
