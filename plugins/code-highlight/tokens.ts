import type { ShikiTransformer, ThemedToken } from 'shiki';

/**
 * A token made only of operators and brackets (`=`, `|`, `=>`, `{`, `:`…) is
 * shown in the block's text colour, as many editor themes show them: it needs
 * no element, and API declarations are mostly such tokens between names.
 * Quotes, backticks, slashes, asterisks and plus signs are not in the set, so strings,
 * comments and regular expressions keep their colour.
 */
const operatorsOnly = /^[\s=|:<>{}()[\],;.?!&\-%^~]+$/;

/** The CSS of a token's colours, as Shiki wrote it (`--code-light:#…;--code-dark:#…`). */
const styleOf = (token: ThemedToken): string =>
  Object.entries(token.htmlStyle ?? {})
    .map(([property, value]) => `${property}:${value}`)
    .join(';');

/**
 * Every element costs the page's DOM, so a token gets one only for a colour
 * other than the block's: operators and text in the block's own colour lose
 * their style (and ./lines.ts unwraps their bare spans), and neighbouring
 * tokens of one style become one. A linked name stays a token of its own.
 */
export function plainTokens(textStyle: string): ShikiTransformer {
  return {
    name: 'code-highlight:plain-tokens',
    tokens(lines) {
      return lines.map((line) => {
        const merged: ThemedToken[] = [];
        for (const token of line) {
          const style = styleOf(token);
          if (style.toLowerCase() === textStyle.toLowerCase() || operatorsOnly.test(token.content))
            token.htmlStyle = {};
          const previous = merged.at(-1);
          if (
            previous &&
            !previous.htmlAttrs &&
            !token.htmlAttrs &&
            styleOf(previous) === styleOf(token)
          ) {
            previous.content += token.content;
          } else merged.push({ ...token });
        }
        return merged;
      });
    },
  };
}

/**
 * Scopes of a name that stands for a binding: a variable, a function, a type
 * or class, one extended or implemented (not a parameter, a property, an
 * object key or a string).
 */
const referenceScope =
  /^(?:variable\.other\.(?:readwrite|constant|object)|entity\.name\.(?:function|type)|entity\.other\.inherited-class|support\.class)\b/;

/** Whether a name with these TextMate scopes (outermost first) stands for a binding, outside any comment. */
function isReference(scopes: string[]): boolean {
  return (
    referenceScope.test(scopes.at(-1) ?? '') && !scopes.some((scope) => scope.startsWith('comment'))
  );
}

/**
 * Names linked to a URL (by `links="Name=/url"` or a sample's imports): each
 * place where one of them refers to its binding, and is not read off an
 * object (`schema.parse`), becomes a token of its own rendered as an `<a>`
 * with the URL and the token's colour. The check reads the
 * scopes Shiki explains a token with, so the caller asks for them
 * (`includeExplanation`) when there are links.
 */
export function linkNames(links: Map<string, string>): ShikiTransformer {
  return {
    name: 'code-highlight:link-names',
    span(node) {
      if (node.properties.href !== undefined) node.tagName = 'a';
    },
    tokens(lines) {
      if (links.size === 0) return;
      return lines.map((line) => {
        let before = '';
        return line.flatMap((token) => {
          const parts = token.explanation ?? [];
          // Whitespace Shiki merged into the token from before it is in no part.
          let at = token.content.length - parts.reduce((n, part) => n + part.content.length, 0);
          const cuts: { from: number; to: number; href: string }[] = [];
          for (const part of parts) {
            const href = links.get(part.content);
            const readOff = /(?:^|[^.])\.\s*$/.test(before + token.content.slice(0, at));
            const scopes = part.scopes.map((scope) => scope.scopeName);
            if (href !== undefined && !readOff && isReference(scopes))
              cuts.push({ from: at, to: at + part.content.length, href });
            at += part.content.length;
          }
          before += token.content;
          if (cuts.length === 0) return [token];
          const slice = (from: number, to: number, href?: string): ThemedToken => ({
            ...token,
            content: token.content.slice(from, to),
            offset: token.offset + from,
            ...(href === undefined ? {} : { htmlAttrs: { href } }),
          });
          const pieces: ThemedToken[] = [];
          let from = 0;
          for (const cut of cuts) {
            pieces.push(slice(from, cut.from), slice(cut.from, cut.to, cut.href));
            from = cut.to;
          }
          pieces.push(slice(from, token.content.length));
          return pieces.filter((piece) => piece.content.length > 0);
        });
      });
    },
  };
}
