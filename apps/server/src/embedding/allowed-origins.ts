/**
 * Who may embed the product and message it (account-and-surroundings §5, API.md "Embedding"): the operator
 * configuration's `embedding.allowed_origins` (validated with the rest of the file, SPEC.md OP1). Everything
 * that needs the allow-list (CSP frame-ancestors, the web app's message filter) takes this answer.
 */
export interface EmbeddingAllowList {
  /** Exact origins (scheme://host[:port]) allowed to frame the site and exchange host messages. */
  readonly origins: readonly string[];
  /**
   * `"*"` in the list, honoured only when the operator declares that its host initialises the player's session
   * or sets its token (`embedding.session_init_supported`, §5: "a wildcard is honoured only if session
   * initialisation or token setting is supported"). Otherwise a wildcard is dropped and a warning is given.
   */
  readonly wildcard: boolean;
}

export interface EmbeddingSource {
  /** OPERATOR_CONFIG's validated `embedding` section. */
  readonly embedding: {
    readonly allowed_origins: readonly string[];
    readonly session_init_supported: boolean;
  };
  /** Demo mode: /embed-demo frames the product from the server's own origin, so that origin is allowed. */
  readonly demo: boolean;
  /** The server's own origin (PUBLIC_ORIGIN, else http://localhost:{PORT}). */
  readonly ownOrigin: string;
}

/** The allow-list at start; a malformed entry stops the start with a message naming it. */
export function readAllowedOrigins(
  source: EmbeddingSource,
  warn: (message: string) => void = () => {},
): EmbeddingAllowList {
  return embeddingAllowList(source.embedding.allowed_origins, {
    sessionInitSupported: source.embedding.session_init_supported,
    extra: source.demo ? [source.ownOrigin] : [],
    warn,
  });
}

/** The pure rule: normalised, de-duplicated origins; `*` only when session initialisation is supported. */
export function embeddingAllowList(
  list: readonly unknown[],
  options: { sessionInitSupported: boolean; extra?: readonly string[]; warn?: (message: string) => void },
): EmbeddingAllowList {
  const origins = new Set<string>();
  let wildcard = false;
  for (const [index, entry] of list.entries()) {
    if (entry === '*') {
      if (options.sessionInitSupported) wildcard = true;
      else
        options.warn?.(
          'OPERATOR_CONFIG embedding.allowed_origins: "*" is ignored without embedding.session_init_supported',
        );
      continue;
    }
    origins.add(originOf(entry, `embedding.allowed_origins[${index}]`));
  }
  for (const extra of options.extra ?? []) origins.add(originOf(extra, 'own origin'));
  return { origins: [...origins], wildcard };
}

/** CSP frame-ancestors for the allow-list: the site itself, every allowed origin, or any when the wildcard holds. */
export function frameAncestorsFor(allow: EmbeddingAllowList): string[] {
  return allow.wildcard ? ['*'] : ["'self'", ...allow.origins];
}

function originOf(entry: unknown, field: string): string {
  if (typeof entry !== 'string') throw new Error(`OPERATOR_CONFIG ${field}: must be an origin string`);
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`OPERATOR_CONFIG ${field}: "${entry}" is not an origin (scheme://host[:port])`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, ''))
    throw new Error(`OPERATOR_CONFIG ${field}: "${entry}" is not an origin (scheme://host[:port])`);
  return url.origin;
}
