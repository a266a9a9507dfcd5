/**
 * A strict scanner for the feed's own XML: elements with attributes only (UOF messages carry no text), an
 * optional declaration and comments. It checks well-formedness (names, quoting, entities, nesting, one root,
 * nothing but whitespace between tags) and builds the tree the message readers walk: an element is an object
 * of its attributes, its children under their tag name (a list for the names in `lists`, else one object).
 *
 * Why not a general XML parser here: the consumer reads thousands of messages a second, each with 50 markets;
 * fast-xml-parser took about 2 ms per such message on this machine (its validation and path matching), this
 * scanner about a sixth of that, and the Sports API's few documents still go through fast-xml-parser.
 */
export class XmlScanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlScanError';
  }
}

export type XmlNode = Record<string, unknown>;

const TOKEN =
  /(?:<\?xml[^?]*\?>|<!--[\s\S]*?-->|<\/([A-Za-z_][\w.-]*)\s*>|<([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>)/y;
const ATTR = /\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));|&/g;
const SPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(
    ENTITY,
    (whole, named: string | undefined, dec: string | undefined, hex: string | undefined) => {
      if (named) return NAMED[named]!;
      if (dec || hex) return String.fromCodePoint(Number.parseInt(dec ?? hex!, dec ? 10 : 16));
      throw new XmlScanError(`bare & in an attribute value`);
    },
  );
}

export function scanXml(text: string, lists: ReadonlySet<string>): XmlNode {
  const doc: XmlNode = {};
  const stack: { name: string; node: XmlNode }[] = [];
  let rootSeen = false;
  let at = 0;
  TOKEN.lastIndex = 0;
  for (;;) {
    while (at < text.length && SPACE.has(text.charCodeAt(at))) at++;
    if (at >= text.length) break;
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(text);
    if (!m) throw new XmlScanError(`unexpected content at ${at}: ${JSON.stringify(text.slice(at, at + 30))}`);
    at = TOKEN.lastIndex;
    const [, closing, opening, attrText, selfClosing] = m;
    if (closing) {
      const top = stack.pop();
      if (!top || top.name !== closing)
        throw new XmlScanError(`</${closing}> does not close ${top ? `<${top.name}>` : 'anything'}`);
      continue;
    }
    if (!opening) continue; // declaration or comment
    const node: XmlNode = {};
    if (attrText) {
      ATTR.lastIndex = 0;
      let a: RegExpExecArray | null;
      while ((a = ATTR.exec(attrText))) {
        const name = a[1]!;
        if (Object.hasOwn(node, name)) throw new XmlScanError(`attribute ${name} twice`);
        node[name] = decode(a[2] ?? a[3] ?? '');
      }
    }
    const parent = stack[stack.length - 1];
    if (!parent) {
      if (rootSeen) throw new XmlScanError('more than one root element');
      rootSeen = true;
      doc[opening] = node;
    } else if (lists.has(opening)) {
      const list = (parent.node[opening] ??= []) as XmlNode[];
      if (!Array.isArray(list)) throw new XmlScanError(`<${opening}> clashes with an attribute`);
      list.push(node);
    } else {
      if (Object.hasOwn(parent.node, opening))
        throw new XmlScanError(`<${opening}> twice in <${parent.name}>`);
      parent.node[opening] = node;
    }
    if (!selfClosing) stack.push({ name: opening, node });
  }
  if (stack.length) throw new XmlScanError(`<${stack[stack.length - 1]!.name}> is not closed`);
  if (!rootSeen) throw new XmlScanError('no root element');
  return doc;
}
