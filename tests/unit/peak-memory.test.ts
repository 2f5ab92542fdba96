import { describe, expect, it } from 'vitest';
import { peakRssMb } from '../../src/build-time/peak-memory.ts';

describe('peakRssMb', () => {
  it('reads the KiB GNU time wrote as MiB', () => {
    expect(peakRssMb('2097152\n')).toBe(2048);
    expect(peakRssMb('1536')).toBe(1.5);
  });

  it('reads the last line when the command failed', () => {
    expect(peakRssMb('Command exited with non-zero status 1\n3072\n')).toBe(3);
  });

  it('says so when there is no figure', () => {
    expect(() => peakRssMb('')).toThrow(/no peak memory/);
    expect(() => peakRssMb('Command terminated by signal 9\n')).toThrow(/signal 9/);
  });
});
