import { ERRORS, PUSH_DISCONNECT, PUSH_ERROR, PUSH_UNSUBSCRIBE } from '@slipstream/contract';

/**
 * The tables of docs/API.md that are written from the contract, so the doc cannot drift from the one
 * catalogue: each sits between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`. `npm run docs`
 * rewrites them (write-api-doc.ts); api-doc.test.ts fails when they are stale.
 */
const cell = (text: string | number): string => String(text).replaceAll('|', '\\|');

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** Every entry of packages/contract/src/errors.ts, in catalogue order. */
export function errorCatalogueTable(): string {
  return table(
    ['`code` on the wire', 'HTTP', 'default message', 'UI message key'],
    Object.values(ERRORS).map((e) => [
      `\`${e.code}\``,
      e.status,
      e.message,
      'messageKey' in e && e.messageKey ? `\`${e.messageKey}\`` : '',
    ]),
  );
}

/** The Centrifugo protocol codes the push hub sends (packages/contract/src/push/codes.ts). */
export function pushCodeTable(): string {
  return table(
    ['kind', 'code', 'meaning', 'client reaction'],
    [
      ...Object.values(PUSH_ERROR).map((e) => [
        'error reply',
        e.code,
        e.message,
        'temporary' in e && e.temporary
          ? 'retried'
          : e.code === 109
            ? 'token refreshed, retried'
            : 'fails the call',
      ]),
      ...Object.values(PUSH_DISCONNECT).map((d) => [
        'disconnect',
        d.code,
        d.reason,
        d.code >= 3500 ? 'terminal: no reconnect' : 'reconnects',
      ]),
      ...Object.values(PUSH_UNSUBSCRIBE).map((u) => [
        'unsubscribe',
        u.code,
        u.reason,
        u.code >= 2500 ? 'resubscribes' : 'subscription ends',
      ]),
    ],
  );
}

export const GENERATED_TABLES: Readonly<Record<string, () => string>> = {
  errors: errorCatalogueTable,
  'push-codes': pushCodeTable,
};

/** The document with every generated block rewritten from the contract; unknown blocks are an error. */
export function withGeneratedTables(doc: string): string {
  return doc.replace(
    /<!-- generated:([a-z-]+) -->\n[\s\S]*?<!-- \/generated:\1 -->/g,
    (_block, name: string) => {
      const render = GENERATED_TABLES[name];
      if (!render) throw new Error(`docs: no generated table named "${name}"`);
      return `<!-- generated:${name} -->\n${render()}\n<!-- /generated:${name} -->`;
    },
  );
}
