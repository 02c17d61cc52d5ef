// A wire shape is written once, in zod, in contracts/src/*.ts; the API and the apps take its type from there
// (`z.infer`, an import, or a type derived from one). This test reads every name the contracts declare and fails
// when any other source file writes that shape out again by hand (an interface, an object type or a string union
// under the contract's name), and when a shape retired into the contracts or the database schema is declared
// again. Run by `pnpm --filter @agency/tooling test` (part of `npm test`'s unit step).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTRACTS = 'contracts/src';

/**
 * Copies that used to be written by hand (issue 24) and the one place each is now declared. Anywhere else, the name
 * may only be imported or re-exported (`export type { PaymentOrder } from '@agency/contracts'`).
 */
const RETIRED = {
  PaymentOrder: 'contracts/src/payments.ts',
  PaymentKind: 'contracts/src/payments.ts',
  // The operator's tutorial columns: derived from the tutorials table ($inferInsert), never listed again.
  TutorialFields: 'api/src/academy/queries.ts',
};

/** Every name a contract module exports (`export const Tutorial = z.object(…)`, `export type Tutorial = …`). */
function contractNames() {
  const names = new Set();
  for (const file of readdirSync(path.join(ROOT, CONTRACTS))) {
    if (!/\.ts$/.test(file) || /\.test\.|\.d\.ts$/.test(file)) continue;
    const source = readFileSync(path.join(ROOT, CONTRACTS, file), 'utf8');
    for (const [, name] of source.matchAll(/^export (?:const|type|interface) ([A-Z]\w*)/gm)) names.add(name);
  }
  return names;
}

/** Source files outside the contracts (tests and e2e journeys may build their own fixtures). */
function sourceFiles() {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .filter((file) => !/\.test\.|\.spec\.|^e2e\/|^docs\/|(^|\/)dist\/|^tooling\/test\//.test(file))
    .filter((file) => !file.startsWith(`${CONTRACTS}/`));
}

/** Declarations that write a shape out by hand: `interface Name`, `type Name = {`, `type Name = 'a' | …`. */
function handWritten(source, names) {
  const found = [];
  for (const match of source.matchAll(/^\s*(?:export\s+)?(?:declare\s+)?(interface\s+([A-Z]\w*)|type\s+([A-Z]\w*)(?:<[^=]*>)?\s*=\s*(\{|['"`]|\|))/gm)) {
    const name = match[2] ?? match[3];
    if (names.has(name)) found.push(name);
  }
  return found;
}

/** Any declaration of `name` (an alias too), not an import or a re-export. */
function declares(source, name) {
  return new RegExp(`^\\s*(?:export\\s+)?(?:declare\\s+)?(?:interface|type|class|enum|const|let)\\s+${name}\\b`, 'm').test(source);
}

describe('a contract shape is written once', () => {
  const names = contractNames();

  it('reads the contracts (the payment order among them)', () => {
    assert.ok(names.size >= 80, `only ${names.size} names read from ${CONTRACTS}`);
    for (const name of ['IntentBody', 'PaymentOrder', 'PaymentKind', 'Tutorial']) assert.ok(names.has(name), name);
  });

  it('catches a hand-written copy and lets a derived one through (the rule fires)', () => {
    const copies = [
      'export interface Tutorial {\n  id: number;\n}',
      "type PaymentKind = 'requests' | 'tutorial';",
      'export type IntentBody = {\n  kind?: string;\n};',
      'type PaymentKind =\n  | "requests"\n  | "tutorial";',
    ];
    for (const copy of copies) assert.deepEqual(handWritten(copy, names).length, 1, copy);
    const derived = [
      'export type Tutorial = z.infer<typeof Tutorial>;',
      'export type Booking = office.Booking;',
      "export type PaymentOrder = Omit<IntentBody, 'reference'>;",
      "export type { PaymentOrder } from '@agency/contracts';",
    ];
    for (const line of derived) assert.deepEqual(handWritten(line, names), [], line);
    assert.ok(declares("export type PaymentOrder = Omit<IntentBody, 'reference'>;", 'PaymentOrder'));
    assert.ok(!declares("export type { PaymentOrder } from '@agency/contracts';", 'PaymentOrder'));
  });

  it('no source outside the contracts writes a contract shape out by hand', () => {
    const offenders = [];
    for (const file of sourceFiles()) {
      for (const name of handWritten(readFileSync(path.join(ROOT, file), 'utf8'), names)) offenders.push(`${file}: ${name}`);
    }
    assert.deepEqual(offenders, [], 'import the contract type (or z.infer it) instead of restating it');
  });

  it('the retired copies are declared in one place only', () => {
    const offenders = [];
    for (const file of sourceFiles()) {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      for (const [name, home] of Object.entries(RETIRED)) if (file !== home && declares(source, name)) offenders.push(`${file}: ${name}`);
    }
    assert.deepEqual(offenders, []);
    const fields = readFileSync(path.join(ROOT, RETIRED.TutorialFields), 'utf8');
    assert.match(fields, /type TutorialFields = [^;]*typeof tutorials\.\$inferInsert/, 'TutorialFields is derived from the tutorials table');
  });
});
