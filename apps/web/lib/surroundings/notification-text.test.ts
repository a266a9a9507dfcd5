import { describe, expect, it } from 'vitest';
import type { MessageKey, MessageValues } from '../i18n/messages';
import { translate } from '../i18n/server-messages';
import { notificationText } from './notification-text';

const t = (locale: string) => (key: MessageKey, vars?: MessageValues) => translate(locale, key, vars);
const settled = {
  title: 'Your bet won',
  body: 'Bet B00000007: 1234.50 EUR credited to your account.',
  message: {
    key: 'bet_settled',
    values: { result: 'win_entire', ref: 'B00000007', amount: 123_450, currency: 'EUR', subunits: 100 },
  },
};

describe('notification texts in the page language', () => {
  it('[LC8] a settled bet reads in German with the German number format, and in Arabic with its digits', () => {
    expect(notificationText(settled, 'de', t('de'))).toEqual({
      title: 'Ihre Wette hat gewonnen',
      body: 'Wette B00000007: 1.234,50 EUR wurden Ihrem Konto gutgeschrieben.',
    });
    expect(notificationText(settled, 'ar', t('ar')).body).toContain('١٬٢٣٤٫٥٠');
  });

  it('an issued bonus with and without an amount; an unknown key keeps the server text', () => {
    const bonus = {
      key: 'bonus_issued',
      values: { name: 'Free bet', amount: 1000, currency: 'EUR', subunits: 100 },
    };
    expect(notificationText({ title: 'x', body: 'y', message: bonus }, 'es', t('es')).body).toBe(
      'Free bet por valor de 10,00 EUR te espera en Promociones.',
    );
    expect(
      notificationText(
        { title: 'x', body: 'y', message: { key: 'bonus_issued', values: { name: 'N' } } },
        'en',
        t('en'),
      ),
    ).toEqual({ title: 'You have a new bonus', body: 'N is waiting in Promotions.' });
    expect(
      notificationText({ title: 'T', body: 'B', message: { key: 'other', values: {} } }, 'de', t('de')),
    ).toEqual({
      title: 'T',
      body: 'B',
    });
    expect(notificationText({ title: 'T', body: 'B', message: null }, 'de', t('de'))).toEqual({
      title: 'T',
      body: 'B',
    });
  });

  it("[LC8] an issued bonus is named in the page's language: the locale's name, then its base language's, then the default", () => {
    const bonus = {
      key: 'bonus_issued',
      values: { name: 'Free bet', 'name@de': 'Freiwette', 'name@es-MX': 'Apuesta gratis MX' },
    };
    const body = (locale: string) =>
      notificationText({ title: 'x', body: 'y', message: bonus }, locale, t(locale)).body;
    expect(body('de')).toContain('Freiwette');
    expect(body('de-AT')).toContain('Freiwette');
    expect(body('es-MX')).toContain('Apuesta gratis MX');
    expect(body('es')).toContain('Free bet');
  });
});
