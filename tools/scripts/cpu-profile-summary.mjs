#!/usr/bin/env node
/**
 * Where a process's CPU went: the self time of a V8 `.cpuprofile` (written by `CPU_PROFILE=<names> npm start`)
 * by package and by function, idle left out. Usage: npm run profile:summary -- <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run profile:summary -- <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));

const selfMicros = new Map();
for (let i = 0; i < profile.samples.length; i += 1) {
  const delta = profile.timeDeltas[i + 1] ?? 0;
  selfMicros.set(profile.samples[i], (selfMicros.get(profile.samples[i]) ?? 0) + delta);
}

function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(node internals)';
  if (url.startsWith('node:')) return url;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const ours = url.match(/\/(libs|services|apps|tools)\/([^/]+)\//);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

const byPackage = new Map();
const byFunction = new Map();
let busy = 0;
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  if (!micros || functionName === '(idle)') continue;
  busy += micros;
  const pkg = packageOf(url, functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  const where = `${functionName || '(anonymous)'} ${pkg}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(where, (byFunction.get(where) ?? 0) + micros);
}

function print(title, entries) {
  console.log(`\n${title}`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((100 * micros) / busy).toFixed(1).padStart(6)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
}

console.log(`${file}: ${(busy / 1000).toFixed(0)} ms of CPU (idle left out)`);
print('self time by package', byPackage);
print('self time by function', byFunction);
