// graphql-js parses by recursive descent, a few calls deeper per bracket, and graphql-armor
// counted tokens inside that parse: a list literal a few thousand brackets deep, `[[[…true…]]]`,
// ran out of stack before any limit was reached, and the RangeError was answered internal_error.
// Here a document's tokens are read one after the other by graphql-js's own Lexer, which never
// recurses, before the parser sees the document: past the token limit, or with brackets nested
// deeper than maxNesting, it is refused (validation_error), in words that say which limit. So the parser and every later recursive walk of the document
// (validation, cost, authorization, compilation) meet only what fits on the stack.
import { GraphQLError, Lexer, Source, TokenKind, type Token } from "graphql";
import type { Plugin } from "graphql-yoga";

/** The token limit graphql-armor enforced before this scan took it over (src/http/graphql.ts). */
export const maxTokens = 2000;

/**
 * Brackets, braces and parentheses open at once. Selections nest at most 20 deep (graphql-armor's
 * depth limit) and an input seldom more than a few levels, so 200 leaves room to spare; the
 * parser recurses a few frames per level, far below the stack's thousands.
 */
export const maxNesting = 200;

/**
 * Throws the refusal of a document over a limit; else returns, and the parser reads it. A token
 * the Lexer cannot read ends the scan: the parser then reports that error, or one before it,
 * exactly as it did without this scan.
 */
export function checkDocumentLimits(document: string | Source): void {
  const source = typeof document === "string" ? new Source(document) : document;
  const lexer = new Lexer(source);
  let tokens = 0;
  let nesting = 0;
  for (let token = nextToken(lexer); token !== undefined && token.kind !== TokenKind.EOF; token = nextToken(lexer)) {
    if (++tokens > maxTokens) throw new GraphQLError(`The document has more than ${maxTokens} tokens: send a smaller document (fewer fields, aliases or literals).`);
    switch (token.kind) {
      case TokenKind.BRACE_L:
      case TokenKind.BRACKET_L:
      case TokenKind.PAREN_L:
        if (++nesting > maxNesting) {
          throw new GraphQLError(`The document nests brackets, braces and parentheses more than ${maxNesting} deep.`, { source, positions: [token.start] });
        }
        break;
      case TokenKind.BRACE_R:
      case TokenKind.BRACKET_R:
      case TokenKind.PAREN_R:
        nesting--;
        break;
    }
  }
}

function nextToken(lexer: Lexer): Token | undefined {
  try {
    return lexer.advance();
  } catch {
    return undefined;
  }
}

/**
 * Each document is checked before it is parsed, and parsed by the parse function set so far
 * (graphql-js's): graphql-armor's token count, which wraps the parser's lexer in a Proxy, made a
 * parse cost two to three times graphql-js's alone, more than this scan and graphql-js's parse
 * together (measured on a 2 KB mutation). The scan has counted the tokens the parser will read, so
 * the parser is given no limit of its own. A document in Yoga's parse cache is neither parsed nor
 * scanned again.
 */
export function documentLimits(): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        checkDocumentLimits(source);
        return parseFn(source, options);
      });
    },
  };
}
