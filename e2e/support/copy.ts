import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import type { Expression } from '@babel/types';
import { REPO_ROOT } from './processes';

/** A value written out in a copy module: text, a number, or objects and arrays of them. */
export type CopyValue = string | number | boolean | CopyValue[] | { [key: string]: CopyValue };

function literalOf(node: Expression): CopyValue | undefined {
  switch (node.type) {
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return literalOf(node.expression);
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return node.value;
    case 'TemplateLiteral':
      // Only a template without values is text as written.
      return node.expressions.length === 0 ? (node.quasis[0]?.value.cooked ?? undefined) : undefined;
    case 'ArrayExpression':
      return node.elements.flatMap((e) => (e && e.type !== 'SpreadElement' ? [literalOf(e)] : [])).filter((v): v is CopyValue => v !== undefined);
    case 'ObjectExpression': {
      const object: Record<string, CopyValue> = {};
      for (const property of node.properties) {
        if (property.type !== 'ObjectProperty' || property.computed) continue;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'StringLiteral' ? property.key.value : undefined;
        if (key === undefined) continue;
        // An object literal's property values are expressions (patterns occur only in destructuring).
        const value = literalOf(property.value as Expression);
        if (value !== undefined) object[key] = value;
      }
      return object;
    }
    default:
      // A call, a template with values, a reference to another module: computed, so not read here.
      return undefined;
  }
}

/**
 * The exported constant `name` of a remote's copy module (`file`, from the repository's root), read from its
 * source as data: the texts a page shows, taken from where the remote keeps them rather than guessed again in
 * a test. The module is parsed (Babel's TypeScript parser), not run (some import the remote's UI); computed values
 * are left out.
 */
export function readCopy(file: string, name: string): CopyValue {
  const source = parse(readFileSync(path.join(REPO_ROOT, file), 'utf8'), {
    sourceType: 'module',
    sourceFilename: file,
    plugins: file.endsWith('.tsx') ? ['jsx', 'typescript'] : ['typescript'],
    createParenthesizedExpressions: true,
  });
  for (const top of source.program.body) {
    const statement = top.type === 'ExportNamedDeclaration' && top.declaration ? top.declaration : top;
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declaration of statement.declarations) {
      if (declaration.id.type === 'Identifier' && declaration.id.name === name && declaration.init) {
        const value = literalOf(declaration.init);
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
