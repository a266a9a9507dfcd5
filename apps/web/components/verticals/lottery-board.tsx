import { lotteryListSchema, type Lottery } from '@slipstream/contract';
import { apiGet } from '../../lib/api/server-api';
import { translate } from '../../lib/i18n/messages';
import { intlLocale } from '../../lib/i18n/locales';

/** The lotteries vertical (SPEC.md OP7): each simulated lottery's latest results and next draws. */
export async function LotteryBoard({ locale }: { locale: string }) {
  const list = await apiGet('/lotteries', lotteryListSchema, locale).catch(() => null);
  if (list === null)
    return (
      <p className="error-state" role="alert">
        {translate(locale, 'list.error')}
      </p>
    );
  if (list.data.length === 0) return <p className="empty">{translate(locale, 'list.empty')}</p>;
  return (
    <div className="lottery-board" data-testid="lottery-board">
      {list.data.map((l) => (
        <LotteryCard key={l.key} locale={locale} lottery={l} />
      ))}
    </div>
  );
}

function LotteryCard({ locale, lottery }: { locale: string; lottery: Lottery }) {
  const time = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(iso));
  return (
    <section className="lottery" aria-labelledby={`lottery-${lottery.key}`}>
      <h2 id={`lottery-${lottery.key}`} className="lottery__name">
        {lottery.name}
      </h2>
      <p className="lottery__meta">
        {translate(locale, 'lottery.every', { minutes: lottery.every_minutes })} ·{' '}
        {translate(locale, 'lottery.next', { time: `${time(lottery.upcoming[0]?.draw_at ?? '')} UTC` })}
      </p>
      <h3 className="lottery__title">{translate(locale, 'lottery.results')}</h3>
      <ol className="lottery__draws">
        {lottery.results.map((d) => (
          <li key={d.id} className="lottery__draw" data-testid="lottery-draw">
            <span className="lottery__when">{time(d.draw_at)} UTC</span>
            <span className="lottery__balls" aria-label={translate(locale, 'lottery.numbers')}>
              {d.numbers?.map((n) => (
                <span key={n} className="lottery__ball">
                  {n}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
