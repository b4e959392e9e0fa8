// Issue 24, "typed from query to view": product code states its types. No `as any` or `as never`
// (which silence the checker rather than tell it something), no `as unknown as` (which tells it
// something it could not check: rows are typed by their table, answers by their route) and no
// `@ts-ignore` / `@ts-expect-error`, in the API, the web app, the shared package and the API's
// client. Tests,
// their helpers, the browser suite and the frozen migrations are outside the rule. Read with the
// compiler's parser, so prose ("as any other page") is not a cast and a cast split over lines is.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const ROOTS = [
  'apps/api/src',
  'apps/api/client',
  'apps/web/app',
  'packages/shared/src',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
];
/** Paths (from the repo) outside product code: tests, their helpers, frozen migrations, and the
 * client's generated types (openapi-typescript's output, rebuilt from the document). */
const NOT_PRODUCT = /\.test\.tsx?$|^apps\/api\/src\/test\/|^apps\/api\/src\/db\/migrations\/|\/generated\//;
const DIRECTIVE = /@ts-(?:ignore|expect-error)\b/;
/** The `as unknown as` left, each with why the types cannot say it (file: how many). A new one
 * fails the check; removing one means lowering its count here. */
const THROUGH_UNKNOWN: Readonly<Record<string, number>> = {
  // A third-party type that does not describe what the library hands back at run time.
  'apps/api/src/shared/redis-state.ts': 1, // ioredis's defineCommand adds methods its type lacks
  'apps/api/src/features/identity/account-security.ts': 1, // Better Auth types the session without our plugins' fields
  'apps/api/src/features/public-site/shared-rate-limit-store.ts': 1, // @fastify/rate-limit's store constructor type
  'apps/api/src/cli/bench-import.ts': 1, // node's fetch body is async-iterable; its type is the web ReadableStream
  'apps/web/app/features/showcase/access-form.tsx': 1, // the form holds '' for the unset type, outside the schema's input
  'apps/web/app/features/addresses/address-form.tsx': 1, // i18next's t narrowed to two namespaces; labelOf takes any
  'apps/web/app/features/addresses/map-data-fields.tsx': 1, // MUI types a multiple Select's value as a string
  // Data whose shape a generated or JSON file holds, which the compiler cannot read.
  'packages/shared/src/phone-metadata.ts': 1, // a trimmed copy of libphonenumber's metadata
  'packages/shared/src/places.ts': 1, // the schema stated as the hand-written ValidatedAddress type
  // Generic code over a union of record kinds (ADR 0014): a spec's fromRow takes its own table's row.
  'apps/api/src/features/duplicates/merge-kinds.ts': 2,
};

function sources(path: string): string[] {
  if (statSync(path).isDirectory())
    return readdirSync(path).flatMap((name) => (name === 'node_modules' ? [] : sources(join(path, name))));
  return /\.tsx?$/.test(path) && !path.endsWith('.d.ts') ? [path] : [];
}

/** `x as unknown as T`: the inner cast to unknown is what lets the outer one say anything. */
const throughUnknown = (node: ts.AsExpression | ts.TypeAssertion) => {
  const inner = ts.isParenthesizedExpression(node.expression) ? node.expression.expression : node.expression;
  return (
    (ts.isAsExpression(inner) || ts.isTypeAssertionExpression(inner)) &&
    inner.type.kind === ts.SyntaxKind.UnknownKeyword
  );
};

/** `any`, `never`, or a list of them (`as never[]`). */
function silences(type: ts.TypeNode): boolean {
  if (type.kind === ts.SyntaxKind.AnyKeyword || type.kind === ts.SyntaxKind.NeverKeyword) return true;
  return ts.isArrayTypeNode(type) && silences(type.elementType);
}

/** Each cast to any/never (`x as any`, `<any>x`) and each checker directive in `text`, as
 * `name:line what`. */
function occurrences(name: string, text: string): string[] {
  const kind = name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, kind);
  const at = (pos: number, what: string) =>
    `${name}:${source.getLineAndCharacterOfPosition(pos).line + 1} ${what}`;
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && silences(node.type))
      found.push(at(node.type.getStart(source), `as ${node.type.getText(source)}`));
    else if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && throughUnknown(node))
      found.push(at(node.type.getStart(source), 'as unknown as'));
    node.forEachChild(visit);
  };
  visit(source);
  // Directives live in comments, which the tree leaves out: the scanner reads them.
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    const comment =
      token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia;
    const match = comment ? DIRECTIVE.exec(scanner.getTokenText()) : null;
    if (match) found.push(at(scanner.getTokenStart(), match[0]));
  }
  return found;
}

const productFiles = () =>
  ROOTS.flatMap((root) => sources(join(REPO, root))).filter(
    (file) => !NOT_PRODUCT.test(relative(REPO, file)),
  );

describe('product code', () => {
  it('is read (the walk finds the API, the web app and the shared package)', () => {
    const files = productFiles().map((file) => relative(REPO, file));
    for (const file of ['apps/api/src/app.ts', 'apps/web/app/root.tsx', 'packages/shared/src/index.ts'])
      expect(files).toContain(file);
    expect(files.some((file) => NOT_PRODUCT.test(file))).toBe(false);
  });

  it('is searched for casts and directives, not for words (else the check below proves nothing)', () => {
    const sample = [
      '// Compared as any other page; a string never "as never".',
      'const a = b as any, c = <never>d;',
      'rows(e as never[], f as unknown, g as Never);',
      '// @ts-ignore',
      'const h = (i /* @ts-expect-error: … */ as\n  any);',
      'const j = k as unknown as Row, l = (m as unknown) as Row;',
    ].join('\n');
    expect(occurrences('x.ts', sample)).toEqual([
      'x.ts:2 as any',
      'x.ts:2 as never',
      'x.ts:3 as never[]',
      'x.ts:6 as any',
      'x.ts:7 as unknown as',
      'x.ts:7 as unknown as',
      'x.ts:4 @ts-ignore',
      'x.ts:5 @ts-expect-error',
    ]);
  });

  it('casts nothing to any or never and silences no type error', () => {
    const found = productFiles().flatMap((file) =>
      occurrences(relative(REPO, file), readFileSync(file, 'utf8')).filter(
        (f) => !f.endsWith('as unknown as'),
      ),
    );
    expect(found).toEqual([]);
  });

  it('casts through unknown only where the list above says why', () => {
    const counts: Record<string, number> = {};
    for (const file of productFiles()) {
      const name = relative(REPO, file);
      const n = occurrences(name, readFileSync(file, 'utf8')).filter((f) =>
        f.endsWith('as unknown as'),
      ).length;
      if (n > 0) counts[name] = n;
    }
    expect(counts).toEqual(THROUGH_UNKNOWN);
  });
});
