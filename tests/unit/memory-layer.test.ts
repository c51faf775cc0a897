import { describe, expect, it } from 'vitest';
import { MemoryLayer } from '../../worker/cache/memory';

describe('in-isolate memory layer', () => {
  it('evicts the least recently used entries beyond its size', () => {
    const layer = new MemoryLayer<string>(100);
    layer.set('a', 'A', 20);
    layer.set('b', 'B', 20);
    layer.set('c', 'C', 20);
    layer.get('a'); // a is now the most recently used
    layer.set('d', 'D', 20);
    layer.set('e', 'E', 20);
    layer.set('f', 'F', 20);
    expect(layer.bytes).toBeLessThanOrEqual(100);
    expect(layer.get('b')).toBeUndefined();
    expect(layer.get('a')).toBe('A');
    expect(layer.get('f')).toBe('F');
  });

  it('does not keep an entry larger than a quarter of its size', () => {
    const layer = new MemoryLayer<string>(100);
    layer.set('big', 'x', 30);
    expect(layer.get('big')).toBeUndefined();
    expect(layer.bytes).toBe(0);
  });

  it('replaces an entry and counts its new size', () => {
    const layer = new MemoryLayer<string>(100);
    layer.set('a', 'one', 10);
    layer.set('a', 'two', 15);
    expect(layer.get('a')).toBe('two');
    expect(layer.bytes).toBe(15);
  });
});
