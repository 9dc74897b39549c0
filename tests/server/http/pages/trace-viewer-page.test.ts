import { describe, expect, it } from 'vitest';
import { TRACE_VIEWER_ELEMENT_ID } from '../../../../src/contract';
import { BUILT_ROOT, builtApp } from '../../support/built-app';
import { get, useTestApp } from '../../support/helpers';

const distDir = builtApp();
const FLAG = `<template id="${TRACE_VIEWER_ELEMENT_ID}"></template>`;

describe('the trace viewer page (/dev/traces)', () => {
  describe('with TRACE_VIEWER=1', () => {
    const t = useTestApp({ env: { TRACE_VIEWER: '1' }, configure: (config) => ({ ...config, distDir }) });

    it('answers the app with the element that opens the viewer', async () => {
      const response = await get(t().app, '/dev/traces');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(FLAG);
      expect(response.body).toContain(BUILT_ROOT);
    });

    it('leaves every other page without it', async () => {
      expect((await get(t().app, '/search')).body).not.toContain(FLAG);
    });
  });

  describe('without it (production default)', () => {
    const t = useTestApp({ configure: (config) => ({ ...config, distDir }) });

    it('is not a page: 404 with the plain app, which shows its not-found screen', async () => {
      const response = await get(t().app, '/dev/traces');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(FLAG);
    });
  });
});
