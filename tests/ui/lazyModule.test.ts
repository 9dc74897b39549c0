import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../../src/ui/app/lazyModule';

describe('a module fetched after the first render', () => {
  it('fetched while the network was gone, arrives by itself when the browser says it is back', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ answer: 42 });
    const module = lazyModule(importModule);
    const arrived = vi.fn();
    module.subscribe(arrived);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(module.loaded()).toBeUndefined();

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(module.loaded()).toEqual({ answer: 42 }));
    expect(arrived).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledTimes(2);

    // Once arrived, the network coming and going asks for nothing more.
    window.dispatchEvent(new Event('online'));
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
