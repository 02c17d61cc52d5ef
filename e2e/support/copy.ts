import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './processes';

/** A value written out in a copy module: text, a number, or objects and arrays of them. */
export type CopyValue = string | number | boolean | CopyValue[] | { [key: string]: CopyValue };

function literalOf(node: ts.Expression): CopyValue | undefined {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return literalOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literalOf(e)).filter((v): v is CopyValue => v !== undefined);
  if (ts.isObjectLiteralExpression(node)) {
    const object: Record<string, CopyValue> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
      const value = literalOf(property.initializer);
      if (value !== undefined) object[property.name.text] = value;
    }
    return object;
  }
  // A call, a template with values, a reference to another module: computed, so not read here.
  return undefined;
}

/**
 * The exported constant `name` of a remote's copy module (`file`, from the repository's root), read from its
 * source as data: the texts a page shows, taken from where the remote keeps them rather than guessed again in
 * a test. The module is parsed, not run (some import the remote's UI); computed values are left out.
 */
export function readCopy(file: string, name: string): CopyValue {
  const source = ts.createSourceFile(file, readFileSync(path.join(REPO_ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
        const value = literalOf(declaration.initializer);
        if (value !== undefined) return value;
      }
    }
  }
  throw new Error(`${file} has no constant ${name} written out as data`);
}

/** The text at `keyPath` ('login.title') of a copy value; throws when it is not a text, so a renamed key fails loudly. */
export function textAt(copy: CopyValue, keyPath: string): string {
  let value: CopyValue | undefined = copy;
  for (const key of keyPath.split('.')) value = value && typeof value === 'object' && !Array.isArray(value) ? value[key] : undefined;
  if (typeof value !== 'string') throw new Error(`no text at ${keyPath}`);
  return value;
}
