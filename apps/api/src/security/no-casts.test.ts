// Issue 24, "typed from query to view": product code states its types. No `as any` or `as never`
// (which silence the checker rather than tell it something) and no `@ts-ignore` /
// `@ts-expect-error`, in the API, the web app, the shared package and the API's client. Tests,
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

function sources(path: string): string[] {
  if (statSync(path).isDirectory())
    return readdirSync(path).flatMap((name) => (name === 'node_modules' ? [] : sources(join(path, name))));
  return /\.tsx?$/.test(path) && !path.endsWith('.d.ts') ? [path] : [];
}

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
    ].join('\n');
    expect(occurrences('x.ts', sample)).toEqual([
      'x.ts:2 as any',
      'x.ts:2 as never',
      'x.ts:3 as never[]',
      'x.ts:6 as any',
      'x.ts:4 @ts-ignore',
      'x.ts:5 @ts-expect-error',
    ]);
  });

  it('casts nothing to any or never and silences no type error', () => {
    const found = productFiles().flatMap((file) =>
      occurrences(relative(REPO, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
