import { describe, expect, it } from 'vitest';
import { countriesAnswerSchema, MESSAGES } from '../../../../src/contract';
import { get, json, useTestApp } from '../../support/helpers';

// The filter panel and the store form list the countries by name on cheap phones' mobile data.
describe('countries without their states (?states=none)', () => {
  const t = useTestApp();

  it('lists every country by name and code with no states, in under 20 KB', async () => {
    const response = await get(t().app, '/api/geo/countries?states=none');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(Buffer.byteLength(response.body)).toBeLessThan(20_000);
    const answer = countriesAnswerSchema.parse(response.json());
    expect(answer.data.length).toBeGreaterThan(240);
    expect(answer.data.filter((country) => country.states.length > 0)).toEqual([]);
    expect(answer.data).toContainEqual({ name: 'Nigeria', iso2: 'NG', states: [] });
  });

  it('still gives one country with its states', async () => {
    const answer = countriesAnswerSchema.parse((await get(t().app, '/api/geo/countries?country=NG')).json());
    expect(answer.data.map((country) => country.name)).toEqual(['Nigeria']);
    expect(answer.data[0]?.states).toHaveLength(37);
    expect(answer.data[0]?.states).toContainEqual({ name: 'Lagos', state_code: 'LA' });
  });

  it('refuses any other states option in the contract words', async () => {
    for (const states of ['all', 'NONE', '']) {
      const response = await get(t().app, `/api/geo/countries?states=${states}`);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: MESSAGES.countryStatesInvalid, errors: { states: [MESSAGES.countryStatesInvalid] } });
    }
  });
});
