/**
 * docs/operations.md's systemd unit and container line stay in step with the server: the unit
 * runs `npm start` (whose stops server/node/entry-stop.test.ts exercises), signals npm and then what is left
 * (KillMode=mixed), waits longer than the drain, and says a proxy is in front.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHUTDOWN_DRAIN_S, readServerEnv } from '@/server/core/env';

const doc = readFileSync('docs/operations.md', 'utf8');
const block = (language: string) =>
  /```(\w+)\n([\s\S]*?)```/g[Symbol.matchAll](doc).find(([, lang]) => lang === language)?.[2] ?? '';

function unitSettings(unit: string): Map<string, string> {
  const settings = new Map<string, string>();
  for (const line of unit.split('\n')) {
    const match = /^(\w+)=(.*)$/.exec(line.trim());
    if (match) settings.set(match[1]!, settings.has(match[1]!) ? `${settings.get(match[1]!)} ${match[2]}` : match[2]!);
  }
  return settings;
}

describe('docs/operations.md', () => {
  const unit = unitSettings(block('ini'));

  it('its systemd unit runs npm start, stops it by npm then the rest, and waits longer than the drain', () => {
    expect(unit.get('ExecStart')).toMatch(/\bnpm start$/);
    expect(unit.get('KillMode')).toBe('mixed');
    expect(Number(unit.get('TimeoutStopSec'))).toBeGreaterThan(DEFAULT_SHUTDOWN_DRAIN_S + 5);
    expect(unit.get('Restart')).toBe('on-failure');
  });

  it('its unit sets a proxy in front and settings the server reads', () => {
    const environment = Object.fromEntries(
      (unit.get('Environment') ?? '').split(/\s+/).map((pair) => pair.split('=') as [string, string]),
    );
    expect(environment).toMatchObject({ TRUST_PROXY: '1', HOST: '127.0.0.1' });
    expect(readServerEnv(environment).trustProxy).toBe(1);
  });

  it('its container line runs the server itself under an init', () => {
    const line = block('sh').replace(/\\\n\s*/g, ' ');
    expect(line).toMatch(/^docker run --init .* node scripts\/start\.mjs$/m);
  });
});
