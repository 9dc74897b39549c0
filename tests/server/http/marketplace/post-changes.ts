import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { MESSAGES, postChangeAnswerSchema, type Post } from '../../../../src/contract';
import type { TestApp } from '../../support/helpers';
import { multipartBody, type Part } from '../../support/multipart-body';

const auth = (token?: string) => (token ? { authorization: `Token ${token}` } : {});

/** Editing posts and marking them sold through the API, over one test app. */
export function postChanges(t: () => TestApp) {
  async function editForm(id: number, parts: readonly Part[], token?: string): Promise<LightMyRequestResponse> {
    const { payload, headers } = await multipartBody(parts);
    return t().app.inject({ method: 'PATCH', url: `/api/post/${id}`, payload, headers: { ...headers, ...auth(token) } });
  }

  function editJson(id: number, body: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse> {
    return t().app.inject({ method: 'PATCH', url: `/api/post/${id}`, payload: body, headers: auth(token) });
  }

  function markSold(id: number, body: unknown, token?: string): Promise<LightMyRequestResponse> {
    return t().app.inject({ method: 'PATCH', url: `/api/post/${id}/sold`, payload: body as Record<string, unknown>, headers: auth(token) });
  }

  /** The post a 200 change answered, with the message it said. */
  function changed(response: LightMyRequestResponse, message: string = MESSAGES.postUpdated): Post {
    expect(response.statusCode, response.body).toBe(200);
    const answer = postChangeAnswerSchema.parse(response.json());
    expect(answer.message).toBe(message);
    return answer.post;
  }

  return { editForm, editJson, markSold, changed };
}
