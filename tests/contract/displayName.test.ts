import { describe, expect, test } from 'vitest';
import { displayName } from '../../src/contract';

describe('display name (the client and the server show the same)', () => {
  test('market name, else first plus last name, else username', () => {
    expect(displayName({ username: 'ada', first_name: 'Ada', last_name: 'Okafor', marketname: "Ada's Fabrics" })).toBe("Ada's Fabrics");
    expect(displayName({ username: 'ada', first_name: 'Ada', last_name: 'Okafor', marketname: '  ' })).toBe('Ada Okafor');
    expect(displayName({ username: 'ada', first_name: 'Ada', last_name: null })).toBe('Ada');
    expect(displayName({ username: 'ada', last_name: 'Okafor' })).toBe('Okafor');
    expect(displayName({ username: 'ada', first_name: '', last_name: '' })).toBe('ada');
  });

  test('spaces around the names do not show', () => {
    expect(displayName({ username: 'ada', first_name: ' Ada ', last_name: ' Okafor', marketname: null })).toBe('Ada Okafor');
    expect(displayName({ username: 'ada', first_name: '  ', last_name: 'Okafor', marketname: null })).toBe('Okafor');
  });
});
