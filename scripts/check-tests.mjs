#!/usr/bin/env node
// Tests that cannot fail are worse than none: they count as passes. This guard lists
//  - vitest `it`/`test` and Playwright `test` bodies that assert nothing (no `expect`/`assert` call, no call of a
//    helper that asserts — helpers are followed through the file and its relative imports), and
//  - suites and tests that can skip (`.skip`, `.skipIf`, `.runIf`, `.fixme`, `.todo`, Playwright's `test.skip(…)`),
// and fails on any finding not in the allowlist (scripts/check-tests.allow.json: file, kind, test, reason).
// Usage: node scripts/check-tests.mjs [--root DIR] [--allow FILE] [--json]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const TEST_FILE = /(\.test\.tsx?|\.spec\.ts)$/;
const SKIPPED_DIRS = new Set(["node_modules", ".tools", "generated", "build", "dist", ".reports", "results"]);
const TEST_FUNCTIONS = new Set(["it", "test"]);
const SUITE_FUNCTIONS = new Set(["describe", "suite"]);
const SKIP_MODIFIERS = new Set(["skip", "skipIf", "runIf", "fixme", "todo"]);
const ASSERTION_ROOTS = new Set(["expect", "assert"]);

export function testFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (SKIPPED_DIRS.has(name) || name.startsWith(".")) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (TEST_FILE.test(name)) found.push(path);
    }
  };
  walk(root);
  return found.sort();
}

const parsed = new Map();
function parse(file) {
  if (!parsed.has(file)) {
    const text = readFileSync(file, "utf8");
    parsed.set(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  }
  return parsed.get(file);
}

/** `a.b.c(…)` → ["a", "b", "c"]; `a(…)(…)` → the chain of the inner call. */
function calleeChain(expression) {
  const names = [];
  let node = expression;
  for (;;) {
    if (ts.isPropertyAccessExpression(node)) {
      names.unshift(node.name.text);
      node = node.expression;
    } else if (ts.isCallExpression(node)) node = node.expression;
    else if (ts.isIdentifier(node)) {
      names.unshift(node.text);
      return names;
    } else return names;
  }
}

function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(fromFile), specifier);
  const stem = base.replace(/\.(m?js|tsx?)$/, "");
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, base]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Per file: its named functions, at any depth (name → body node), and what each imported name refers to. */
function moduleFacts(file) {
  const source = parse(file);
  const functions = new Map();
  const imports = new Map();
  const collect = (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) functions.set(node.name.text, node.body);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) functions.set(node.name.text, node.initializer.body);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolveImport(file, statement.moduleSpecifier.text);
      const bindings = statement.importClause?.namedBindings;
      if (target && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) imports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  return { functions, imports };
}

/** Whether calling `name` in `file` asserts something (a helper with `expect` inside, followed across files). */
function makeAssertionOracle() {
  const facts = new Map();
  const memo = new Map();
  const factsOf = (file) => {
    if (!facts.has(file)) facts.set(file, moduleFacts(file));
    return facts.get(file);
  };
  const callsAssert = (file, name) => {
    const key = `${file}\u0000${name}`;
    if (memo.has(key)) return memo.get(key);
    memo.set(key, false); // recursion guard
    const { functions, imports } = factsOf(file);
    let result = false;
    if (functions.has(name)) result = asserts(file, functions.get(name));
    else if (imports.has(name)) result = callsAssert(imports.get(name).file, imports.get(name).name);
    memo.set(key, result);
    return result;
  };
  const asserts = (file, body) => {
    let found = false;
    const visit = (node) => {
      if (found) return;
      if (ts.isCallExpression(node)) {
        const chain = calleeChain(node.expression);
        if (chain.length > 0 && (ASSERTION_ROOTS.has(chain[0]) || (chain.length === 1 && callsAssert(file, chain[0])))) {
          found = true;
          return;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(body);
    return found;
  };
  return { asserts };
}

const isName = (node) => node !== undefined && (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node));

function literalName(node) {
  if (!node) return "(unnamed)";
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText().slice(1, -1);
  return node.getText();
}

/** Findings of one file: { file, line, kind: "no-assertion" | "can-skip", test }. */
export function checkFile(file, root, oracle = makeAssertionOracle()) {
  const source = parse(file);
  const rel = relative(root, file).split(sep).join("/");
  const findings = [];
  const at = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const chain = calleeChain(node.expression);
      const [head, ...modifiers] = chain;
      const isTestApi = TEST_FUNCTIONS.has(head) || SUITE_FUNCTIONS.has(head);
      // `it.skipIf(c)(name, fn)`: the outer call reports it, with the name.
      const curried = ts.isCallExpression(node.parent) && node.parent.expression === node;
      if (isTestApi && !curried && modifiers.some((m) => SKIP_MODIFIERS.has(m))) {
        // `test.skip(cond, reason)` inside a test names no test of its own: the enclosing test is named instead.
        const named = isName(node.arguments[0]) ? literalName(node.arguments[0]) : enclosingTest(node);
        findings.push({ file: rel, line: at(node), kind: "can-skip", test: named });
      } else if (TEST_FUNCTIONS.has(head) && modifiers.every((m) => m === "only" || m === "concurrent" || m === "each" || m === "sequential")) {
        const callback = [...node.arguments].reverse().find((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
        if (callback && !oracle.asserts(file, callback.body)) {
          findings.push({ file: rel, line: at(node), kind: "no-assertion", test: literalName(node.arguments[0]) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  const enclosingTest = (node) => {
    for (let p = node.parent; p; p = p.parent) {
      if (ts.isCallExpression(p) && TEST_FUNCTIONS.has(calleeChain(p.expression)[0]) && isName(p.arguments[0])) {
        return literalName(p.arguments[0]);
      }
    }
    return "(file)";
  };
  visit(source);
  return findings;
}

export function readAllowlist(path) {
  if (!existsSync(path)) return [];
  const entries = JSON.parse(readFileSync(path, "utf8"));
  for (const e of entries) {
    if (!e.file || !e.kind || !e.test || typeof e.reason !== "string" || e.reason.trim().length < 10) {
      throw new Error(`allowlist entry needs file, kind, test and a reason: ${JSON.stringify(e)}`);
    }
  }
  return entries;
}

const sameFinding = (a, b) => a.file === b.file && a.kind === b.kind && a.test === b.test;

export function checkTests(root, allowlist = []) {
  const oracle = makeAssertionOracle();
  const findings = testFiles(root).flatMap((file) => checkFile(file, root, oracle));
  return {
    findings,
    unexplained: findings.filter((f) => !allowlist.some((a) => sameFinding(a, f))),
    stale: allowlist.filter((a) => !findings.some((f) => sameFinding(a, f))),
  };
}

function main(argv) {
  const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
  const repo = join(dirname(fileURLToPath(import.meta.url)), "..");
  const root = resolve(option("--root", repo));
  const allowPath = resolve(option("--allow", join(repo, "scripts", "check-tests.allow.json")));
  const { findings, unexplained, stale } = checkTests(root, readAllowlist(allowPath));
  if (argv.includes("--json")) {
    console.log(JSON.stringify({ findings, unexplained, stale }, null, 2));
  } else {
    const what = { "no-assertion": "asserts nothing", "can-skip": "can skip" };
    for (const f of unexplained) console.log(`${f.file}:${f.line}  ${what[f.kind]}  "${f.test}"`);
    for (const s of stale) console.log(`stale allowlist entry (no longer found, remove it): ${s.file} ${s.kind} "${s.test}"`);
    console.log(`check-tests: ${findings.length} findings, ${findings.length - unexplained.length} allowed, ${unexplained.length} not allowed`);
  }
  return unexplained.length > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)));
