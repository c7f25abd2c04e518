/**
 * Finds the translation keys the source code uses, so a test can check them against the locale
 * files. It reads source text rather than running it: template literals become patterns
 * (`greeting.regular.${period}`), and a key passed through a variable (`t(errorText[error])`) is
 * found among the key-like string literals of the same file (the map or union that holds it).
 */
export type KeyUsage = {
  namespace: string;
  /** A literal key, or a pattern where each `${…}` stands for any text. */
  key: string;
  isPattern: boolean;
  file: string;
  line: number;
};

type Scope = { position: number; namespace: string; keyPrefix: string };

const stringLiteral = String.raw`(['"\`])((?:\\.|(?!\1)[^\\])*)\1`;

function lineAt(source: string, position: number): number {
  return source.slice(0, position).split('\n').length;
}

/** The text between the bracket at `open` and its partner, ignoring brackets inside strings. */
export function argumentsAt(source: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < source.length; i++) {
    const char = source[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '(' || char === '{' || char === '[') depth++;
    else if (char === ')' || char === '}' || char === ']') {
      depth--;
      if (depth === 0) return source.slice(open + 1, i);
    }
  }
  return source.slice(open + 1);
}

function optionValue(args: string, option: string): string | undefined {
  const match = new RegExp(String.raw`\b${option}\s*:\s*['"]([^'"]+)['"]`).exec(args);
  return match?.[1];
}

function translationScopes(source: string, defaultNamespace: string): Scope[] {
  const scopes: Scope[] = [];
  const hook = /\buseTranslation\s*\(/g;
  for (let match = hook.exec(source); match; match = hook.exec(source)) {
    const args = argumentsAt(source, match.index + match[0].length - 1);
    const first = /^\s*\[?\s*['"]([^'"]+)['"]/.exec(args);
    scopes.push({
      position: match.index,
      namespace: first?.[1] ?? defaultNamespace,
      keyPrefix: optionValue(args, 'keyPrefix') ?? '',
    });
  }
  return scopes;
}

function scopeAt(scopes: Scope[], position: number, defaultNamespace: string): Scope {
  let current: Scope = { position: 0, namespace: defaultNamespace, keyPrefix: '' };
  for (const scope of scopes) if (scope.position < position) current = scope;
  return current;
}

function toUsage(
  rawKey: string,
  quote: string,
  explicitNamespace: string | undefined,
  scope: Scope,
  namespaces: ReadonlySet<string>,
): Pick<KeyUsage, 'namespace' | 'key' | 'isPattern'> {
  let namespace = explicitNamespace ?? scope.namespace;
  let key = rawKey;
  const separator = key.indexOf(':');
  if (separator > 0 && namespaces.has(key.slice(0, separator))) {
    namespace = key.slice(0, separator);
    key = key.slice(separator + 1);
  } else if (scope.keyPrefix && explicitNamespace === undefined) {
    key = `${scope.keyPrefix}.${key}`;
  }
  return { namespace, key, isPattern: quote === '`' && key.includes('${') };
}

export function scanTranslationKeys(
  source: string,
  file: string,
  namespaces: ReadonlySet<string>,
  defaultNamespace = 'common',
): KeyUsage[] {
  const scopes = translationScopes(source, defaultNamespace);
  const usages: KeyUsage[] = [];

  const call = new RegExp(String.raw`(?<![\w$])(?:i18n(?:ext)?\.)?t\(\s*${stringLiteral}`, 'g');
  for (let match = call.exec(source); match; match = call.exec(source)) {
    const open = source.indexOf('(', match.index);
    const args = argumentsAt(source, open);
    const scope = scopeAt(scopes, match.index, defaultNamespace);
    usages.push({
      ...toUsage(match[2]!, match[1]!, optionValue(args, 'ns'), scope, namespaces),
      file,
      line: lineAt(source, match.index),
    });
  }

  const transKey = /\bi18nKey=\{?\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (let match = transKey.exec(source); match; match = transKey.exec(source)) {
    const element = source.slice(source.lastIndexOf('<', match.index), match.index + 400);
    const explicit = /\bns=\{?\s*['"]([^'"]+)['"]/.exec(element)?.[1];
    const scope = scopeAt(scopes, match.index, defaultNamespace);
    usages.push({
      ...toUsage(match[2]!, match[1]!, explicit, scope, namespaces),
      file,
      line: lineAt(source, match.index),
    });
  }
  return usages;
}

/** A t() call whose key comes from an expression rather than being written at the call. */
export type DynamicCall = {
  expression: string;
  namespace: string;
  file: string;
  line: number;
  position: number;
};

const dynamicCall = /(?<![\w$.])(?:(?:i18n|i18next)\.)?t\(\s*(?![\s'"`)])/g;

/** Every t(expression) call of a file, with the namespace it translates in. */
export function dynamicTranslationCalls(
  source: string,
  file: string,
  defaultNamespace = 'common',
): DynamicCall[] {
  const scopes = translationScopes(source, defaultNamespace);
  const calls: DynamicCall[] = [];
  dynamicCall.lastIndex = 0;
  for (let match = dynamicCall.exec(source); match; match = dynamicCall.exec(source)) {
    const args = argumentsAt(source, source.indexOf('(', match.index));
    const explicit = optionValue(args, 'ns');
    calls.push({
      expression: args.split(',')[0]!.trim(),
      namespace: explicit ?? scopeAt(scopes, match.index, defaultNamespace).namespace,
      file,
      line: lineAt(source, match.index),
      position: match.index,
    });
  }
  return calls;
}

const keyLike = /^(?:[A-Za-z][\w-]*:)?[A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)+$/;

/**
 * The string literals of a file that look like keys (`a.b`, `ns:a.b`), skipping comments,
 * template literals and module paths.
 */
export function keyLikeLiterals(source: string): { text: string; position: number }[] {
  const found: { text: string; position: number }[] = [];
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    const next = source[i + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 1;
    } else if (char === "'" || char === '"' || char === '`') {
      let end = i + 1;
      while (end < source.length && source[end] !== char) end += source[end] === '\\' ? 2 : 1;
      const text = source.slice(i + 1, end);
      const before = source.slice(Math.max(0, i - 8), i);
      const modulePath = /\b(?:from|import)\s*\(?\s*$/.test(before);
      if (char !== '`' && !modulePath && keyLike.test(text)) found.push({ text, position: i });
      i = end;
    }
  }
  return found;
}

/**
 * For a file with t(expression) calls: its key-like literals outside t('…') calls as usages,
 * each in the namespace of the nearest such call after it (or the last one).
 */
export function keysBehindDynamicCalls(
  source: string,
  file: string,
  namespaces: ReadonlySet<string>,
  defaultNamespace = 'common',
): KeyUsage[] {
  const calls = dynamicTranslationCalls(source, file, defaultNamespace);
  if (calls.length === 0) return [];
  // Keys written straight into t('…') are the ordinary scan's; only the other literals count here.
  const atCall = /(?<![\w$.])(?:(?:i18n|i18next)\.)?t\(\s*$/;
  const stored = keyLikeLiterals(source).filter(
    ({ position }) => !atCall.test(source.slice(Math.max(0, position - 20), position)),
  );
  return stored.map(({ text, position }) => {
    const call = calls.find((c) => c.position > position) ?? calls[calls.length - 1]!;
    const scope: Scope = { position: 0, namespace: call.namespace, keyPrefix: '' };
    return {
      ...toUsage(text, "'", undefined, scope, namespaces),
      file,
      line: lineAt(source, position),
    };
  });
}

/** `greeting.regular.${period}` → a regular expression over full keys. */
export function keyPattern(key: string): RegExp {
  const parts = key.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}
