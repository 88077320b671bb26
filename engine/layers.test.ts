/**
 * The layers are kept by the lint, not by care (.oxlintrc.json, run by `npx oxlint --quiet`):
 * a copy of the rules over a scratch tree with one deliberate wrong-way import per rule must
 * fail on exactly those lines, and the right-way imports must pass.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** The scratch tree: path → source. Every file exports something so that only the imports matter. */
const files: Record<string, string> = {
  'renderers/theme/format.ts': 'export const format = 1;\nexport type Cell = string;\n',
  'renderers/shell/App.tsx': [
    "import type { Answer } from '../../modules/captacao/answer';",
    "import { screen } from '../../engine/react/screen';",
    "import { core } from '../../engine/core';",
    'export const app: [Answer?, unknown?, unknown?] = [undefined, screen, core];',
  ].join('\n'),
  'modules/index.ts': "export const serverModules = [];\n",
  'modules/captacao/answer.ts': "import { server } from '../../server/engine';\nexport type Answer = number;\nexport const answer = server;\n",
  'modules/captacao/wrong.ts': "import { format } from '../../renderers/theme/format';\nexport const wrong = format;\n",
  'server/engine.ts': "import { core } from '../engine/core';\nexport const server = core;\n",
  // app.ts alone names the modules' list, and nothing else of modules/.
  'server/app.ts': "import { serverModules } from '../modules';\nimport { answer } from '../modules/captacao/answer';\nexport const app = [serverModules, answer];\n",
  'server/routes.ts': "import { serverModules } from '../modules';\nexport const routes = serverModules;\n",
  'server/wrong.ts': [
    "import { answer } from '../modules/captacao/answer';",
    "import type { Cell } from '../renderers/theme/format';",
    'export const wrong: [unknown, Cell?] = [answer];',
  ].join('\n'),
  'engine/core.ts': "import { useState } from 'react';\nimport { renderToString } from 'react-dom/server';\nexport const core = [useState, renderToString];\n",
  'engine/wrong.ts': "import { format } from '../renderers/theme/format';\nexport const wrong = format;\n",
  'engine/report/wrong.ts': "import { screen } from '../react/screen';\nexport const wrong = screen;\n",
  'engine/react/screen.tsx': "import { core } from '../core';\nexport const screen = core;\n",
  'engine/react/wrong.tsx': "import type { Cell } from '../../renderers/theme/format';\nimport { server } from '../../server/engine';\nexport const wrong: [unknown, Cell?] = [server];\n",
  'engine/cycle-a.ts': "import type { B } from './cycle-b';\nexport interface A { b?: B }\n",
  'engine/cycle-b.ts': "import type { A } from './cycle-a';\nexport interface B { a?: A }\n",
};

interface Diagnostic {
  code: string;
  filename: string;
  labels: { span: { line: number } }[];
}

let scratch: string;
let found: string[];
let status: number | null;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'rh-layers-'));
  copyFileSync(join(root, '.oxlintrc.json'), join(scratch, '.oxlintrc.json'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), source);
  }
  const run = spawnSync(join(root, 'node_modules/.bin/oxlint'), ['--quiet', '--format', 'json'], { cwd: scratch, encoding: 'utf8' });
  status = run.status;
  const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  found = diagnostics.map((d) => `${d.filename}:${d.labels[0]?.span.line} ${d.code}`).sort();
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const restricted = 'eslint(no-restricted-imports)';
const cycle = 'import(no-cycle)';

describe('the layers in .oxlintrc.json', () => {
  it('fail the lint', () => expect(status).toBe(1));

  it('refuse engine/ → renderers/, and engine/ → engine/react/', () => {
    expect(found).toContain(`engine/wrong.ts:1 ${restricted}`);
    expect(found).toContain(`engine/report/wrong.ts:1 ${restricted}`);
  });

  it('refuse engine/react/ → renderers/ (a type too) and → server/', () => {
    expect(found).toContain(`engine/react/wrong.tsx:1 ${restricted}`);
    expect(found).toContain(`engine/react/wrong.tsx:2 ${restricted}`);
  });

  it('refuse server/ → modules/ and → renderers/ (a type too), but for app.ts naming the modules’ list', () => {
    expect(found).toContain(`server/wrong.ts:1 ${restricted}`);
    expect(found).toContain(`server/wrong.ts:2 ${restricted}`);
    expect(found).toContain(`server/routes.ts:1 ${restricted}`);
    expect(found).toContain(`server/app.ts:2 ${restricted}`);
    expect(found).not.toContain(`server/app.ts:1 ${restricted}`);
  });

  it('refuse modules/ → renderers/', () => expect(found).toContain(`modules/captacao/wrong.ts:1 ${restricted}`));

  it('refuse a cycle, of type imports too', () => {
    expect(found).toContain(`engine/cycle-a.ts:1 ${cycle}`);
    expect(found).toContain(`engine/cycle-b.ts:1 ${cycle}`);
  });

  it('let the right-way imports pass: packages, downwards, and renderers/ taking types from modules/', () => {
    expect(found).toHaveLength(11);
    for (const path of ['engine/core.ts', 'engine/react/screen.tsx', 'server/engine.ts', 'modules/captacao/answer.ts', 'renderers/shell/App.tsx']) {
      expect(found.filter((line) => line.startsWith(path))).toEqual([]);
    }
  });
});
