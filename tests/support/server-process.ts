// A server or command started as the operator starts it (`node src/server/http/serve.ts`, `npm run
// api`, `npm run backup`), for the tests of its refusals at start (decision 171): what it printed
// and its exit code.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'vitest';

export type Run = { code: number | null; stderr: string };

/** Runs `script` with `env` over this process's environment; killed after 15 s if it does start. */
export function runScript(script: string, env: Record<string, string>, args: string[] = []): Promise<Run> {
  const child = spawn(process.execPath, [path.resolve(script), ...args], { env: { ...process.env, ...env } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** The refusal, alone: exit code 1, the line, and no stack trace pointing into the server's code. */
export function expectRefusal(run: Run, line: RegExp) {
  expect(run.stderr, run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stderr.trim().split('\n').at(-1)).toMatch(line);
  expect(run.code).toBe(1);
}

/** A port nothing holds: were a check to let the server through, it would start, not fail elsewhere. */
export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
